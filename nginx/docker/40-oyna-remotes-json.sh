#!/bin/sh
# Runs in the official nginx image before nginx starts (/docker-entrypoint.d/). When REMOTES_JSON
# is set, it becomes this environment's runtime remotes config, served at /remotes.json instead of
# the one built into the shell's dist (nginx/templates/static.conf.template › STATIC_RUNTIME_DIR).
set -eu
dir="${STATIC_RUNTIME_DIR:-/run/oyna}"
mkdir -p "$dir"
rm -f "$dir/remotes.json"
if [ -n "${REMOTES_JSON:-}" ]; then
  printf '%s\n' "$REMOTES_JSON" > "$dir/remotes.json"
  echo "oyna: serving /remotes.json from REMOTES_JSON"
fi
