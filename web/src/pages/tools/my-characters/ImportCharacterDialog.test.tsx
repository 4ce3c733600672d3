// The import dialog: 'Load {name}' only for non-empty JSON objects, from pasted text or a chosen .json file; Cancel.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import user from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withTheme } from '../sheet/test-support/render-sheet.tsx';
import { ImportCharacterDialog } from './ImportCharacterDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

describe('Import Character dialog', () => {
  it('enables Load only for a non-empty JSON object and names the character', async () => {
    const onLoad = vi.fn(async () => undefined);
    render(withTheme(<ImportCharacterDialog open onClose={() => undefined} onLoad={onLoad} />));
    const area = screen.getByLabelText("Or paste the character's JSON text");
    const load = () => screen.getByRole('button', { name: /^Load/ });
    expect(load()).toBeDisabled();
    for (const text of ['{}', '[1, 2]', 'not json', '   ']) {
      fireEvent.change(area, { target: { value: text } });
      expect(load()).toBeDisabled();
    }
    fireEvent.change(area, { target: { value: '{"name":"Kira Sol"}' } });
    expect(load()).toHaveTextContent('Load Kira Sol');
    await userEvent.click(load());
    expect(onLoad).toHaveBeenCalledWith('{"name":"Kira Sol"}');
  });

  it('says why text is not importable: where the JSON breaks, or which unknown fields were found', () => {
    render(withTheme(<ImportCharacterDialog open onClose={() => undefined} onLoad={async () => undefined} />));
    const area = screen.getByLabelText("Or paste the character's JSON text");
    fireEvent.change(area, { target: { value: '{"name": "Kira Sol", "classes": [' } });
    expect(screen.getByText('This is not valid JSON: it stops before the JSON is complete (the file may be cut short).')).toBeInTheDocument();
    fireEvent.change(area, { target: { value: '{"spaceship": true, "crew": 4}' } });
    expect(screen.getByText('None of the fields found (spaceship, crew) belongs to a character, so nothing would be imported: is this the right file?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Load/ })).toBeDisabled();
  });

  it('reads a chosen .json file into the text area; a failed load is shown; Cancel closes', async () => {
    const onClose = vi.fn();
    render(withTheme(<ImportCharacterDialog open onClose={onClose} onLoad={async () => Promise.reject(new Error('Storage is full.'))} />));
    const picker = screen.getByLabelText('Character file (.json)');
    expect(picker).toHaveAttribute('accept', '.json,application/json');
    await userEvent.upload(picker, new File(['{"name":"From File"}'], 'fromFile.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Load/ })).toHaveTextContent('Load From File'));
    await userEvent.click(screen.getByRole('button', { name: /^Load/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is full.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
