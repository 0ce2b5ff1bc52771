#!/usr/bin/env bash
# Re-resolves requirements.lock from requirements.in in a throwaway Python 3.10 venv.
set -euo pipefail
cd "$(dirname "$0")/.."
py="$(.venv/bin/python -c 'import sys; print(sys._base_executable)')"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$py" -m venv "$tmp/venv"
"$tmp/venv/bin/pip" install --quiet --disable-pip-version-check -r requirements.in
{
  echo "# The whole resolved set for Python 3.10, from requirements.in (make lock). Do not edit by hand."
  "$tmp/venv/bin/pip" freeze --exclude-editable
} > requirements.lock
echo "requirements.lock updated"
