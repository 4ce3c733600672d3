// A search snippet: the extract's text with the query's words marked.
export function Snippet({ parts }: { parts: readonly { text: string; matched: boolean }[] }) {
  return (
    <>
      {parts.map((p, i) => (p.matched ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
