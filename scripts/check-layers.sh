#!/usr/bin/env bash
# The house rules ARCHITECTURE.md states, checked:
#   - the judge (fuzz/src/judge/) and the case guard (fuzz/src/guard/) stand below the
#     campaign: no file there names `campaign::`;
#   - no Rust source file of the repository is over 1,500 lines (split by concept).
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0
if hits=$(grep -rnE 'campaign::' fuzz/src/judge fuzz/src/guard); then
  echo "check-layers: the judge or the guard imports from the campaign (it must stand below it):"
  echo "$hits"
  fail=1
fi
big=$(git ls-files -co --exclude-standard '*.rs' | xargs wc -l | grep -v ' total$' | awk '$1 > 1500 { print "  " $2 " (" $1 " lines)" }')
if [ -n "$big" ]; then
  echo "check-layers: files over 1,500 lines (split them by concept):"
  echo "$big"
  fail=1
fi
[ "$fail" -eq 0 ] && echo "check-layers: judge below the campaign; no file over 1,500 lines"
exit "$fail"
