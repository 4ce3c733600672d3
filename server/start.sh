#!/bin/sh
# Starts the built server (dist/server.mjs, `npm run build:server`) the way production runs it: plain Node, no
# transpiler, and V8's heap sized for the instance's memory: the old generation gets the caches' budget
# (CACHE_MEMORY_MB) plus the room the code, the server renderer and requests in flight need (HEAP_HEADROOM_MB);
# the young generation is kept small. Without a limit V8 grows its heap to suit the allocation rate (to 650 MB
# under load on the real data) and keeps the space it grew to; within it an instance stays under 300 MB resident
# (figures in docs/performance.md). `exec`: the server is this process, so signals reach it.
# Usage: server/start.sh [<bundle>]   (NODE=<node binary>; the figures below are read from the environment)
set -e
bundle=${1:-"$(dirname "$0")/../dist/server.mjs"}
# Non-numbers are left to the server's configuration check, which names the setting; the default here is its default.
case "${CACHE_MEMORY_MB:-}" in '' | *[!0-9]*) cache_mb=64 ;; *) cache_mb=$CACHE_MEMORY_MB ;; esac
case "${HEAP_HEADROOM_MB:-}" in '' | *[!0-9]*) headroom_mb=128 ;; *) headroom_mb=$HEAP_HEADROOM_MB ;; esac
# glibc gives each thread that allocates its own malloc arena (up to 8 per core), each keeping freed memory; two arenas
# saved 6-8 MB resident on the real data. An operator's own MALLOC_ARENA_MAX is kept.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec "${NODE:-node}" --max-old-space-size=$((cache_mb + headroom_mb)) --max-semi-space-size=2 "$bundle"
