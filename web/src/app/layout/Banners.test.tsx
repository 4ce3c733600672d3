// The image-load alert: it asks for a report only where the operator configured a chat server, and decorative
// images (a table's thumbnail, a markdown image without alt text) never raise it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../lib/theme/themes.ts';

/** Fresh modules per test: the configured links are asked for once per page load. */
async function load(chatUrl: string | null) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ chatUrl, patreonUrl: null }), { headers: { 'content-type': 'application/json' } })),
  );
  const [{ Banners }, { Markdown }, { RecordImage }, errors] = await Promise.all([
    import('./Banners.tsx'),
    import('../../components/Markdown.tsx'),
    import('../../components/table/RecordImage.tsx'),
    import('../../lib/image-errors.ts'),
  ]);
  return { Banners, Markdown, RecordImage, errors };
}

function renderPage(content: React.ReactNode, Banners: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <>{content}<Banners /></> }]);
  return render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the image-load alert', () => {
  it('without a configured chat server says what failed and asks for no report', async () => {
    const { Banners, errors } = await load(null);
    renderPage(null, Banners);
    act(() => errors.reportImageError());
    const alert = await screen.findByText(/^Error loading image!/);
    await act(async () => {}); // the configured links have answered
    expect(alert).toHaveTextContent('Error loading image! An image on this page could not be loaded. Reloading the page may help.');
    expect(alert).not.toHaveTextContent(/chat|report/i);
  });

  it('with a configured chat server links the place to report it', async () => {
    const { Banners, errors } = await load('https://chat.example/invite');
    renderPage(null, Banners);
    act(() => errors.reportImageError());
    const link = await screen.findByRole('link', { name: 'community chat server' });
    expect(link).toHaveAttribute('href', 'https://chat.example/invite');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading image! Please report this to the #website-bug-reports channel in the community chat server.');
  });

  it('is not raised by a decorative image, and is by an image with content', async () => {
    const { Banners, Markdown, RecordImage } = await load(null);
    renderPage(
      <>
        <Markdown source={'![](/images/divider.png)\n\n![Wookiee warrior](/images/wookiee.png)'} />
        <RecordImage src="https://img.example/thumb.png" alt="Wookiee" size={48} decorative />
      </>,
      Banners,
    );
    const thumb = await screen.findByRole('img', { name: 'Wookiee' });
    fireEvent.error(thumb);
    expect(await screen.findByRole('img', { name: 'Wookiee (image unavailable)' })).toBeInTheDocument();
    const images = document.querySelectorAll('img');
    const divider = [...images].find((i) => i.getAttribute('src')?.endsWith('divider.png'))!;
    fireEvent.error(divider);
    expect(document.querySelector('img[src$="divider.png"]')).toBeNull();
    expect(screen.queryByText(/^Error loading image!/)).toBeNull();

    fireEvent.error(screen.getByRole('img', { name: 'Wookiee warrior' }));
    expect(await screen.findByText(/^Error loading image!/)).toBeInTheDocument();
    expect(screen.getByText('Wookiee warrior')).toHaveClass('image-alt');
  });
});
