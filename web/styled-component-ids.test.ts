// Styled components get ids from their file and place, the same in every build, whatever order modules load in.
import { describe, expect, it } from 'vitest';
import { withComponentIds } from './styled-component-ids.ts';

const SOURCE = `
import styled from 'styled-components';
const Bar = styled.header\`color: red;\`;
const Ring = styled.span<{ $size: number }>\`width: 1px;\`;
const Input = styled.input.attrs<{ type?: string }>({ type: 'text' })\`border: 0;\`;
const Fancy = styled(Button)<Props>\`margin: 0;\`;
const notStyled = styledThing.header;
`;

describe('withComponentIds', () => {
  it('gives each styled constructor an id, before its type arguments and attrs', () => {
    const out = withComponentIds(SOURCE, 'app/layout/Toolbar.tsx');
    const ids = [...out.matchAll(/componentId: "(sc-\w+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(out).toMatch(/styled\.span\.withConfig\(\{ componentId: "sc-\w+" \}\)<\{ \$size: number \}>`/);
    expect(out).toMatch(/styled\.input\.withConfig\(\{ componentId: "sc-\w+" \}\)\.attrs</);
    expect(out).toMatch(/styled\(Button\)\.withConfig\(\{ componentId: "sc-\w+" \}\)<Props>`/);
    expect(out).toContain('styledThing.header;');
  });

  it('gives the same ids for the same file every time, and other ids for another file', () => {
    expect(withComponentIds(SOURCE, 'a.tsx')).toBe(withComponentIds(SOURCE, 'a.tsx'));
    expect(withComponentIds(SOURCE, 'a.tsx')).not.toBe(withComponentIds(SOURCE, 'b.tsx'));
  });
});
