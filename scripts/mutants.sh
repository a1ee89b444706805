#!/usr/bin/env bash
# The mutation score of the campaign alone: each of cargo-mutants' mutants of FILE (a shard of
# them) is applied to the working tree, `tests/mutant_gate.rs` runs a default campaign of CASES
# cases in release, and the mutant is caught when the campaign finds something, missed when it
# does not, unviable when it does not build. The file is restored after each mutant.
#
#   scripts/mutants.sh FILE [SHARD] [CASES]     e.g. scripts/mutants.sh \
#       compiler/src/passes/specialize_callees.rs 0/4 3000
#   scripts/mutants.sh --sample N SEED [CASES]  N mutants drawn (seeded) from every file of
#       compiler/src/passes/ and compiler/src/transforms/
#
# Before any mutant, the gate runs on the tree as it is: a campaign that finds something
# without a mutant would "catch" every mutant, so the run stops there, naming the findings
# (MUTANTS_BASELINE=0 skips this, for a run resumed on a tree already checked).
#
# MUTANTS_FROM=K skips the first K mutants; MUTANTS_RESUME=1 keeps mutants-out/results.tsv and
# judges only the mutants not in it (to finish a run that stopped); MUTANTS_REJUDGE=FILE judges
# again, with the campaign as it is now, only the mutants FILE (an earlier results.tsv) says
# the campaign missed (MUTANTS_REJUDGE_VERDICT=caught: those it says were caught), writing
# mutants-out/rejudged.tsv; MUTANTS_TIMEOUT=S
# (default 600) is how long a gate may run before the mutant counts as a timeout (caught: the
# campaign hangs, which its watchdog reports). To stop a run, stop the script's shell (`kill
# PID`, not its children): the mutant being judged is finished and recorded, then the driver
# stops (killing the gate instead would record that mutant as caught). Builds use the
# `mutants` profile (release code, incremental: a mutant rebuilds in a fraction of the time).
#
# Results go to mutants-out/results.tsv (one line per mutant: its name, the verdict and the
# seconds its gate ran, the build not counted: for a caught mutant, the time to the campaign's
# first finding) and a count is printed. The
# working tree must be clean (a mutant is applied in place); run it in a worktree of its own,
# with its own target folder, to keep working meanwhile. cargo-mutants 27 ignores
# `--test-package` together with `--package`, so it only lists the mutants here.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/mutants.sh FILE [SHARD] [CASES] | --sample N SEED [CASES]"
if [[ ${1:-} == --sample ]]; then
    sample=${2:?$usage}
    seed=${3:?$usage}
    cases=${4:-3000}
    files=(compiler/src/passes/*.rs compiler/src/transforms/*.rs)
    file=${files[0]}
    shard=0/1
else
    file=${1:?$usage}
    shard=${2:-0/1}
    cases=${3:-3000}
    files=("$file")
    sample=0
    seed=0
fi
if [[ -n "$(git status --porcelain)" ]]; then
    echo "mutants.sh: the working tree has changes; commit or stash them first" >&2
    exit 2
fi
command -v cargo-mutants >/dev/null || cargo install --locked cargo-mutants
package=$(cargo metadata --no-deps --format-version 1 | python3 -c '
import json, os, sys
f = os.path.abspath(sys.argv[1])
owners = [(len(os.path.dirname(p["manifest_path"])), p["name"])
          for p in json.load(sys.stdin)["packages"]
          if f.startswith(os.path.dirname(p["manifest_path"]) + "/")]
print(max(owners)[1] if owners else sys.exit("mutants.sh: no package holds " + f))' "$file")
mkdir -p mutants-out
cargo mutants --list --json --diff --package "$package" $(printf -- '--file %s ' "${files[@]}") \
    --shard "$shard" > mutants-out/list.json
trap 'git checkout -- "${files[@]}"' EXIT
results=mutants-out/results.tsv
if [[ -n ${MUTANTS_REJUDGE:-} ]]; then
    results=mutants-out/rejudged.tsv
    grep -P "\t${MUTANTS_REJUDGE_VERDICT:-missed}(\t|\$)" "$MUTANTS_REJUDGE" | cut -f1 \
        > mutants-out/rejudge-names.txt
fi
export MUTANTS_RESULTS=$results
[[ -n ${MUTANTS_RESUME:-} ]] || : > "$results"
if [[ ${MUTANTS_BASELINE:-1} != 0 ]]; then
    echo "mutants.sh: the gate on the tree without a mutant ($cases cases)"
    if ! SEAM_MUTANT_GATE=$cases cargo test --profile mutants -p seam-cli --test mutant_gate \
        > mutants-out/baseline.log 2>&1; then
        grep -E "correctness findings|panicked" mutants-out/baseline.log >&2 || true
        echo "mutants.sh: the campaign finds something without a mutant, so every mutant would" \
            "be caught; fix that first (mutants-out/baseline.log)" >&2
        exit 1
    fi
fi
python3 - "$cases" "$sample" "$seed" <<'EOF'
import json, os, random, signal, subprocess, sys, time
cases, sample, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
# A mutant whose gate runs past this (a pass that loops forever) is a timeout: caught.
limit = int(os.environ.get("MUTANTS_TIMEOUT", "600"))
env = dict(os.environ, SEAM_MUTANT_GATE=cases)
gate = ["cargo", "test", "--profile", "mutants", "-p", "seam-cli", "--test", "mutant_gate"]
results = os.environ["MUTANTS_RESULTS"]
out = open(results, "a")
mutants = json.load(open("mutants-out/list.json"))
if sample:
    # A seeded sample, in the order drawn: the first K judged are a random sample too, should
    # the run stop early.
    keep = random.Random(seed).sample(range(len(mutants)), min(sample, len(mutants)))
    mutants = [mutants[i] for i in keep]
# With MUTANTS_RESUME, the mutants already in results.tsv are not judged again.
done = {l.split("\t")[0] for l in open(results)}
only = None
if os.environ.get("MUTANTS_REJUDGE"):
    # In the order the earlier file gives (a draw's order: the first K judged are a sample).
    names = [n for n in open("mutants-out/rejudge-names.txt").read().split("\n") if n]
    only = set(names)
    rank = {n: i for i, n in enumerate(names)}
    mutants.sort(key=lambda m: rank.get(m["name"], len(rank)))
    missing = only - {m["name"] for m in mutants}
    for n in sorted(missing):
        print(f"mutants.sh: not in this tree's listing (its line moved?): {n}", file=sys.stderr)
# Stopping the script (its shell) stops the run before the next mutant: a driver left behind
# would apply its mutants over another run's in the same tree.
parent = os.getppid()
for m in mutants[int(os.environ.get("MUTANTS_FROM", "0")):]:
    if os.getppid() != parent:
        sys.exit("mutants.sh: the script was stopped; stopping before the next mutant")
    if m["name"] in done or (only is not None and m["name"] not in only):
        continue
    start = None
    lines = m["diff"].split("\n")
    lines[0], lines[1] = "--- a/" + m["file"], "+++ b/" + m["file"]
    if subprocess.run(["git", "apply", "-"], input=("\n".join(lines) + "\n").encode()).returncode:
        result = "patch-failed"
    else:
        try:
            if subprocess.run(gate + ["--no-run"], env=env, capture_output=True).returncode:
                result = "unviable"
            else:
                # In a session of its own, so that a timeout kills the test binary too, not
                # only cargo.
                start = time.monotonic()
                t = subprocess.Popen(gate, env=env, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
                try:
                    result = "missed" if t.wait(timeout=limit) == 0 else "caught"
                except subprocess.TimeoutExpired:
                    os.killpg(t.pid, signal.SIGKILL)
                    t.wait()
                    result = "timeout"
        finally:
            subprocess.run(["git", "checkout", "--", m["file"]])
    secs = f"{time.monotonic() - start:.0f}" if start is not None else ""
    out.write(f"{m['name']}\t{result}\t{secs}\n")
    out.flush()
    print(f"{result:8} {secs:>4}s {m['name']}", flush=True)
EOF
cut -f2 "$results" | sort | uniq -c
