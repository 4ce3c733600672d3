// Command-line tools are piped into `head`, `grep -m` and the like, which close the pipe once they have read enough.
// Node then reports EPIPE on the next write as an uncaught error with a stack trace; for a report that nobody reads
// any more, stopping quietly is the expected behaviour (as `cat` and `ls` do).
export function stopQuietlyWhenOutputCloses(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
