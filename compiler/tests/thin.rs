//! ThinLTO import (seed 003, `function-import`):
//!
//! - filetests `compiler/filetests/thin/*.thin`: one importer rule each, on both sides of
//!   each numeric boundary; the output is the importer's remarks and every module after its
//!   imports, each of which verifies and (with LLVM) LLVM 19 accepts;
//! - on generated programs split into units, the importer's decisions are exactly what the
//!   independent model of the rules decides (`seam_fuzz::model::import_decisions`, written
//!   from `docs/lto.md`, in order), and the `thin-lto` pass keeps every launch's
//!   observations.

#[path = "support/multi_module.rs"]
mod support;

use std::collections::BTreeMap;

use seam::link::{
    ImportOptions, ImportTable, LinkInput, decide_imports, import_summaries, split, thin_import,
};

/// Reads the header lines of a thin filetest: the table, `; import-all`, `; options:`.
fn header_config(header: &str) -> Result<(ImportTable, ImportOptions), String> {
    let mut table_text = String::new();
    let mut opts = ImportOptions::default();
    let mut all = false;
    for line in header.lines() {
        if let Some(t) = line.strip_prefix("; table:") {
            table_text.push_str(t.trim());
            table_text.push('\n');
        } else if line.trim() == "; import-all" {
            all = true;
        } else if let Some(o) = line.strip_prefix("; options:") {
            for kv in o.split_whitespace() {
                let (k, v) = kv.split_once('=').ok_or(format!("bad option '{kv}'"))?;
                let f: f64 = v.parse().map_err(|_| format!("bad value '{kv}'"))?;
                match k {
                    "instr-limit" => opts.instr_limit = f as u32,
                    "hot" => opts.hot_multiplier = f,
                    "cold" => opts.cold_multiplier = f,
                    "evolution" => opts.evolution_factor = f,
                    "budget" => opts.budget = f as i64,
                    _ => return Err(format!("unknown option '{k}'")),
                }
            }
        }
    }
    let mut table = ImportTable::parse(&table_text, "<header>").map_err(|e| e.to_string())?;
    if all {
        table.set_default_level(2);
    }
    Ok((table, opts))
}

/// Thin filetests: several modules, each after `; module: NAME`, a header with `; test: thin`,
/// optional `; table: NAME LEVEL [HOTNESS]` lines, `; import-all`, and `; options: k=v ...`
/// (`instr-limit`, `hot`, `cold`, `evolution`, `budget`). The output (compared with the
/// section after `; ==== expected output ====`, `BLESS=1` rewrites it) is the importer's
/// remarks, then each module after the imports.
#[test]
fn thin_filetests() {
    let files = support::read_all("thin", "thin");
    assert!(files.len() >= 6, "{} thin filetests", files.len());
    let mut failed = Vec::new();
    for t in &files {
        let (path, header, parts) = (&t.path, &t.header, &t.parts);
        let result = (|| -> Result<String, String> {
            if !header.contains("; test: thin") {
                return Err("no '; test: thin' line".into());
            }
            let (table, opts) = header_config(header)?;
            let mut modules = Vec::new();
            for (name, body) in parts {
                let module = seam::text::parse_module(body).map_err(|e| format!("{name}: {e}"))?;
                seam::verify::verify_module(&module).map_err(|e| format!("{name}: {e}"))?;
                modules.push(LinkInput {
                    name: name.clone(),
                    module,
                });
            }
            let decisions =
                thin_import(&mut modules, &table, &opts).map_err(|e| format!("import: {e}"))?;
            let mut out = String::new();
            for d in &decisions {
                out.push_str(&format!("remark: {}\n", d.remark()));
            }
            for m in &modules {
                seam::verify::verify_module(&m.module)
                    .map_err(|e| format!("{} after import does not verify: {e}", m.name))?;
                let printed = seam::text::print_module(&m.module);
                #[cfg(feature = "llvm")]
                seam::llvm::verify_text(&printed)
                    .map_err(|e| format!("LLVM rejects {} after import: {e}", m.name))?;
                // What is printed reads back the same.
                let again = seam::text::parse_module(&printed)
                    .map_err(|e| format!("{} does not read back: {e}", m.name))?;
                if seam::text::print_module(&again) != printed {
                    return Err(format!("{} does not print back the same", m.name));
                }
                out.push_str(&format!("module: {}\n{printed}", m.name));
            }
            Ok(out)
        })();
        let got = match result {
            Ok(g) => g,
            Err(e) => {
                failed.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        let section: String = got.lines().map(|l| format!("; {l}\n")).collect();
        let section = section.replace("; \n", ";\n");
        t.check(&section, &mut failed);
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

/// On generated programs split into 2 and 3 units, under the hashed table (every level and
/// hotness) with two base thresholds and a budget, the importer decides exactly what the
/// model decides; every outcome occurs; the `thin-lto` pass keeps every launch's
/// observations, and LLVM 19 accepts its output.
#[test]
fn imports_match_the_model_and_keep_observations() {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for seed in 0..60u64 {
        let case = seam_fuzz::case_from_seed(seed, None).expect("generates");
        for (units, limit, budget) in [(2, 100, -1), (3, 30, -1), (3, 100, 2)] {
            let inputs: Vec<LinkInput> = split(&case.module, units)
                .into_iter()
                .enumerate()
                .map(|(i, module)| LinkInput {
                    name: format!("unit{i}"),
                    module,
                })
                .collect();
            // Mostly the hashed table (every level and hotness); every third seed the
            // standard one (every function level 2).
            let table = if seed % 3 == 2 && units == 3 && budget == -1 {
                ImportTable::standard()
            } else {
                ImportTable::hashed()
            };
            let opts = ImportOptions {
                instr_limit: limit,
                budget,
                ..ImportOptions::default()
            };
            let named: Vec<(String, &seam::ir::Module)> =
                inputs.iter().map(|i| (i.name.clone(), &i.module)).collect();
            let want = seam_fuzz::model::import_decisions(&named, &table, &opts);
            let sums = import_summaries(&inputs, &table);
            let got: Vec<(String, String, String)> = decide_imports(&sums, &table, &opts)
                .into_iter()
                .map(|d| {
                    let what = match d.outcome {
                        Ok(()) => "imported".to_owned(),
                        Err(r) => r.to_owned(),
                    };
                    (d.into, d.function, what)
                })
                .collect();
            assert_eq!(
                got, want,
                "seed {seed}, {units} units, limit {limit}, budget {budget}: importer vs model"
            );
            for (_, _, w) in &got {
                *seen.entry(w.clone()).or_default() += 1;
            }
        }
        // The pass keeps observations.
        let mut m = case.module.clone();
        let specs = seam::passes::parse_pipeline("thin-lto<units=3>").unwrap();
        seam::passes::run_specs(&mut m, &specs, &Default::default())
            .unwrap_or_else(|e| panic!("seed {seed}: thin-lto: {e}"));
        #[cfg(feature = "llvm")]
        if let Err(e) = seam::llvm::verify_text(&seam::text::print_module(&m)) {
            panic!("seed {seed}: LLVM rejects the output of thin-lto: {e}");
        }
        for l in &case.launches {
            let a = seam_oracle::run(&case.module, l, seam_oracle::Limits::default()).unwrap();
            let b = seam_oracle::run(&m, l, seam_oracle::Limits::default()).unwrap();
            if let seam_oracle::Verdict::Differ(why) = seam_oracle::compare(&a, &b) {
                panic!("seed {seed}: thin-lto changes what a launch observes: {why}");
            }
        }
    }
    for outcome in [
        "imported",
        "priority-0",
        "noinline",
        "too-large",
        "cold",
        "budget",
    ] {
        assert!(
            seen.get(outcome).is_some_and(|&n| n > 0),
            "no '{outcome}' decision on the seeds: {seen:?}"
        );
    }
}

/// The table's text form: levels by number or name, hotness, comments, `@` prefixes; errors
/// name the file and the line.
#[test]
fn import_tables_read_and_refuse_with_their_line() {
    let t = ImportTable::parse(
        "# a comment\n@a 0\nb low hot\n\nc 2 cold # trailing\nd force unknown\ne standard none\n",
        "t.txt",
    )
    .unwrap();
    use seam::link::Hotness;
    for (name, level, hot) in [
        ("a", 0, Hotness::Unknown),
        ("b", 1, Hotness::Hot),
        ("c", 2, Hotness::Cold),
        ("d", 3, Hotness::Unknown),
        ("e", 2, Hotness::Unknown),
        ("absent", 0, Hotness::Unknown),
    ] {
        assert_eq!((t.priority(name), t.hotness(name)), (level, hot), "{name}");
    }
    for (text, want) in [
        ("a 1\nb 4\n", "t.txt:2: '4' is not a level"),
        ("\n\na 1 warm\n", "t.txt:3: 'warm' is not a hotness"),
        ("a\n", "t.txt:1: expected 'NAME LEVEL [HOTNESS]'"),
        (
            "a 1 hot extra\n",
            "t.txt:1: expected 'NAME LEVEL [HOTNESS]'",
        ),
        ("a 1\n@a 2\n", "t.txt:2: 'a' is listed twice"),
    ] {
        let e = ImportTable::parse(text, "t.txt").unwrap_err().to_string();
        assert!(e.starts_with(want), "{text:?}: {e}");
    }
    // The override: every function not listed at level 2, a listed one as listed.
    let mut t = ImportTable::parse("x 1\n", "t.txt").unwrap();
    t.set_default_level(2);
    assert_eq!((t.priority("x"), t.priority("y")), (1, 2));
    let s = ImportTable::standard();
    assert_eq!(
        (s.priority("anything"), s.hotness("anything")),
        (2, Hotness::Unknown)
    );
}

/// The hashed table is FNV-1a of the name (32 bits): the level is the hash modulo 4, the
/// hotness the hash shifted right by 8, modulo 3 (unknown, cold, hot), restated here.
#[test]
fn the_hashed_table_is_fnv1a_of_the_name() {
    use seam::link::Hotness;
    let t = ImportTable::hashed();
    let mut seen_levels = [0usize; 4];
    let mut seen_hot = [0usize; 3];
    for k in 0..64 {
        let name = format!("f{k}");
        let mut h: u32 = 2_166_136_261;
        for b in name.bytes() {
            h ^= u32::from(b);
            h = h.wrapping_mul(16_777_619);
        }
        let level = (h % 4) as u8;
        let hot = match (h >> 8) % 3 {
            0 => Hotness::Unknown,
            1 => Hotness::Cold,
            _ => Hotness::Hot,
        };
        assert_eq!(
            (t.priority(&name), t.hotness(&name)),
            (level, hot),
            "{name}"
        );
        seen_levels[level as usize] += 1;
        seen_hot[((h >> 8) % 3) as usize] += 1;
    }
    assert!(seen_levels.iter().all(|&n| n > 0) && seen_hot.iter().all(|&n| n > 0));
}
