#!/usr/bin/env bash
# Builds FerretDB v1.24.2 from the Go module proxy into $1 (default ~/.cache/sw5e/ferretdb).
# A plain `go install` gives a binary that panics at start (build/version/version.txt is generated, not published),
# so the module is copied out of the module cache, that file is written, and the binary is built there.
set -euo pipefail
out="${1:-$HOME/.cache/sw5e/ferretdb}"
version=v1.24.2
if [ -x "$out/ferretdb" ] && "$out/ferretdb" --version 2>/dev/null | grep -q "$version"; then
  echo "$out/ferretdb"
  exit 0
fi
command -v go >/dev/null || { echo "go is not installed" >&2; exit 1; }
work=$(mktemp -d)
dir=$(go mod download -json "github.com/FerretDB/FerretDB@$version" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
cp -r "$dir" "$work/src"
chmod -R u+w "$work/src"
echo "$version" > "$work/src/build/version/version.txt"
mkdir -p "$out"
(cd "$work/src" && go build -o "$out/ferretdb" ./cmd/ferretdb) >&2
rm -rf "$work"
echo "$out/ferretdb"
