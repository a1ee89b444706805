//! ThinLTO function import (seed `003_42a755b604c2a47e.txt`, step 2 of the LTO pipeline,
//! `function-import`): the modules stay apart; each imports from the others copies of the
//! functions its calls reach, chosen on the module summaries alone, and is then optimized on
//! its own.
//!
//! **The decision** (per destination module, in input order; the seed's knobs, LLVM's
//! `FunctionImport` walk where the seed is silent):
//! - A function's **import priority** comes from an [`ImportTable`] (the seed's
//!   `thinlto-workload-def`): 3 force-import, 2 standard, 1 low, 0 (not in the table) never
//!   imported. The seed gives the four levels and "imports cold functions if priority ≥ 2";
//!   seam reads the levels as: 0 never; 1 imported under the size threshold, never when cold;
//!   2 the same, cold ones too (the cold multiplier is not applied); 3 imported whatever its
//!   size. [`ImportTable::standard`] (the seed's global override, "forces all symbols
//!   importable") gives every function level 2.
//! - The **threshold** of a call edge is floating point: the caller's threshold (for a
//!   function of the destination module, `import-instr-limit`, 100) times the callee's
//!   hotness multiplier (`import-hot-multiplier` 10.0 for a hot callee, `import-cold-
//!   multiplier` 0.0 for a cold one of priority below 2, 1.0 otherwise). The callee is
//!   imported when its instruction count is at most the threshold (`count <= threshold`, in
//!   `f64`). An imported function's own calls are then considered with its threshold times
//!   LLVM's evolution factor (`import-instr-evolution-factor` 0.7; 1.0 along a hot edge,
//!   `import-hot-evolution-factor`), from a LIFO worklist as LLVM's.
//! - **Not imported**, whatever the threshold (a remark says why): priority 0
//!   (`priority-0`); an interposable definition (`weak`, `linkonce`, `common`: the linker
//!   may pick another copy, `interposable`); `noinline` (nothing to gain: LLVM's rule,
//!   `noinline`); a function that refers to a local symbol of its module (the summary's
//!   "references no other module can import" flag, `local-refs`); too large for the threshold
//!   (`too-large`, or `cold` when the cold multiplier made it so); the global import budget
//!   (`import-budget`, -1 unlimited) spent (`budget`).
//! - A callee defined in the destination module, or not defined in any module, is no
//!   candidate. A callee tried and found too large is tried again only at a larger
//!   threshold (LLVM keeps the largest failed threshold).
//!
//! **The import** copies each chosen function into its destination as an
//! `available_externally` definition (no comdat) carrying `!thinlto_src_module !{!"SRC"}`,
//! with declarations of what it refers to, through the linker's rules (an
//! `available_externally` definition replaces a declaration). Nothing else changes: later
//! passes inline the copies, and `elim-avail-extern` turns what is left back into
//! declarations before code generation.

use rustc_hash::FxHashMap as HashMap;

use super::{FunctionSummary, LinkError, LinkInput, ModuleSummary, link_into, module_summary};
use crate::ir::{Linkage, Module, SrcLoc};
use crate::passes::Remark;

const PASS: &str = "function-import";

/// The hotness of the calls to a function (from a profile; unknown without one).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Hotness {
    /// No profile information (multiplier 1.0).
    #[default]
    Unknown,
    /// Cold calls (`import-cold-multiplier` below priority 2).
    Cold,
    /// Hot calls (`import-hot-multiplier`).
    Hot,
}

impl Hotness {
    fn name(self) -> &'static str {
        match self {
            Hotness::Unknown => "unknown",
            Hotness::Cold => "cold",
            Hotness::Hot => "hot",
        }
    }
}

/// A line of an import table that could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct TableError {
    /// The table's file name.
    pub file: String,
    /// The line (1-based).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// Which functions may be imported, and how eagerly: the import priority table (the seed's
/// `thinlto-workload-def`).
///
/// Text form, one function per line: `NAME LEVEL [HOTNESS]`, `LEVEL` 0–3 or `never`, `low`,
/// `standard`, `force`; `HOTNESS` `hot`, `cold` or `unknown` (the hotness of the calls to it);
/// `#` starts a comment. A name given twice is an error.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct ImportTable {
    entries: HashMap<String, (u8, Hotness)>,
    /// The level of a function the table does not list.
    default_level: u8,
    /// Levels and hotness from a hash of the name (for the campaign).
    hashed: bool,
}

impl ImportTable {
    /// Every function at level 2 (standard), hotness unknown: the seed's override that makes
    /// every symbol importable.
    pub fn standard() -> ImportTable {
        ImportTable {
            default_level: 2,
            ..ImportTable::default()
        }
    }

    /// Levels and hotness drawn from a hash of each name (FNV-1a; the level is the hash
    /// modulo 4, the hotness the next byte modulo 3): every class occurs in a program of a
    /// few functions, the same for the same names. For the campaign and the tests.
    pub fn hashed() -> ImportTable {
        ImportTable {
            hashed: true,
            ..ImportTable::default()
        }
    }

    /// Functions the table does not list get `level` (the seed's override: 2).
    pub fn set_default_level(&mut self, level: u8) {
        self.default_level = level.min(3);
    }

    /// Reads the text form (see the type's documentation); `file` names it in errors.
    pub fn parse(text: &str, file: &str) -> Result<ImportTable, TableError> {
        let mut t = ImportTable::default();
        for (i, line) in text.lines().enumerate() {
            let err = |message: String| TableError {
                file: file.to_owned(),
                line: i + 1,
                message,
            };
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            let (name, level, hot) = match words.as_slice() {
                [n, l] => (*n, *l, "unknown"),
                [n, l, h] => (*n, *l, *h),
                _ => {
                    return Err(err(format!(
                        "expected 'NAME LEVEL [HOTNESS]', found '{line}'"
                    )));
                }
            };
            let name = name.strip_prefix('@').unwrap_or(name);
            let level = match level {
                "0" | "never" => 0,
                "1" | "low" => 1,
                "2" | "standard" => 2,
                "3" | "force" => 3,
                other => {
                    return Err(err(format!(
                        "'{other}' is not a level (0-3, never, low, standard, force)"
                    )));
                }
            };
            let hot = match hot {
                "hot" => Hotness::Hot,
                "cold" => Hotness::Cold,
                "unknown" | "none" => Hotness::Unknown,
                other => {
                    return Err(err(format!(
                        "'{other}' is not a hotness (hot, cold, unknown)"
                    )));
                }
            };
            if t.entries.insert(name.to_owned(), (level, hot)).is_some() {
                return Err(err(format!("'{name}' is listed twice")));
            }
        }
        Ok(t)
    }

    fn entry(&self, name: &str) -> (u8, Hotness) {
        if self.hashed {
            let mut h: u32 = 0x811c_9dc5;
            for b in name.bytes() {
                h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
            }
            let hot = match (h >> 8) % 3 {
                0 => Hotness::Unknown,
                1 => Hotness::Cold,
                _ => Hotness::Hot,
            };
            return ((h % 4) as u8, hot);
        }
        self.entries
            .get(name)
            .copied()
            .unwrap_or((self.default_level, Hotness::Unknown))
    }

    /// A function's import priority (0–3).
    pub fn priority(&self, name: &str) -> u8 {
        self.entry(name).0
    }

    /// The hotness of the calls to a function.
    pub fn hotness(&self, name: &str) -> Hotness {
        self.entry(name).1
    }
}

/// The importer's knobs (the seed's defaults).
#[derive(Clone, PartialEq, Debug)]
pub struct ImportOptions {
    /// `import-instr-limit`: the threshold of a call from the destination module itself.
    pub instr_limit: u32,
    /// `import-hot-multiplier`.
    pub hot_multiplier: f64,
    /// `import-cold-multiplier` (not applied at priority 2 and above).
    pub cold_multiplier: f64,
    /// `import-instr-evolution-factor`: an imported function's calls get its threshold times
    /// this.
    pub evolution_factor: f64,
    /// `import-hot-evolution-factor`: the same along a hot edge.
    pub hot_evolution_factor: f64,
    /// The global import budget (functions imported, all modules together); negative is
    /// unlimited.
    pub budget: i64,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            instr_limit: 100,
            hot_multiplier: 10.0,
            cold_multiplier: 0.0,
            evolution_factor: 0.7,
            hot_evolution_factor: 1.0,
            budget: -1,
        }
    }
}

/// One decision of the importer: `function` into module `into`.
#[derive(Clone, PartialEq, Debug)]
pub struct ImportDecision {
    /// The destination module.
    pub into: String,
    /// The callee.
    pub function: String,
    /// The module it is defined in.
    pub from: String,
    /// Imported, or why not (`priority-0`, `interposable`, `noinline`, `local-refs`,
    /// `too-large`, `cold`, `budget`).
    pub outcome: Result<(), &'static str>,
    /// Its instruction count.
    pub instructions: usize,
    /// The threshold of the call edge it was tried at.
    pub threshold: f64,
    /// Its priority.
    pub priority: u8,
    /// The hotness of the calls to it.
    pub hotness: Hotness,
}

impl ImportDecision {
    /// The decision as a remark of pass `function-import` (`imported` / `not-imported`).
    pub fn remark(&self) -> Remark {
        let (decision, reason) = match self.outcome {
            Ok(()) => ("imported", "threshold"),
            Err(why) => ("not-imported", why),
        };
        let reason = if self.outcome.is_ok() && self.priority == 3 {
            "force"
        } else {
            reason
        };
        Remark::new(PASS, &self.function, decision, reason)
            .with("into", &self.into)
            .with("from", &self.from)
            .with("instructions", self.instructions)
            .with("threshold", format!("{:.2}", self.threshold))
            .with("priority", self.priority)
            .with("hotness", self.hotness.name())
    }
}

/// Whether a definition of this linkage (summary keyword) may be replaced at link time.
fn interposable(linkage: &str) -> bool {
    matches!(linkage, "weak" | "linkonce" | "common" | "extern_weak")
}

/// Decides every import (see the module documentation); `summaries` in input order.
pub fn decide_imports(
    summaries: &[ModuleSummary],
    table: &ImportTable,
    opts: &ImportOptions,
) -> Vec<ImportDecision> {
    // Where each function is defined: the first module with a definition other modules can
    // bind to (not local, not available_externally).
    let mut home: HashMap<&str, (usize, &FunctionSummary)> = HashMap::default();
    for (mi, s) in summaries.iter().enumerate() {
        for f in &s.functions {
            if f.defined
                && !f.kernel
                && !matches!(f.linkage, "internal" | "private" | "available_externally")
            {
                home.entry(f.name.as_str()).or_insert((mi, f));
            }
        }
    }
    let mut out = Vec::new();
    let mut count: i64 = 0;
    for (d, dsum) in summaries.iter().enumerate() {
        let defined_here: rustc_hash::FxHashSet<&str> = dsum
            .functions
            .iter()
            .filter(|f| f.defined)
            .map(|f| f.name.as_str())
            .collect();
        let mut imported: rustc_hash::FxHashSet<&str> = Default::default();
        // The largest threshold a callee failed at (infinite: never importable).
        let mut failed: HashMap<&str, f64> = HashMap::default();
        // LLVM visits the module's own functions in order, each edge in turn, pushing what
        // it imports; then drains the worklist from the back.
        let mut roots: Vec<(&FunctionSummary, f64)> = dsum
            .functions
            .iter()
            .filter(|f| f.defined)
            .rev()
            .map(|f| (f, f64::from(opts.instr_limit)))
            .collect();
        let mut work: Vec<(&FunctionSummary, f64)> = Vec::new();
        while let Some((f, threshold)) = roots.pop().or_else(|| work.pop()) {
            for callee in &f.calls {
                let callee = callee.as_str();
                if defined_here.contains(callee) || imported.contains(callee) {
                    continue;
                }
                let Some(&(src, cs)) = home.get(callee) else {
                    continue;
                };
                if src == d {
                    continue;
                }
                let (priority, hotness) = (table.priority(callee), table.hotness(callee));
                let cold_applies = hotness == Hotness::Cold
                    && (priority < 2
                        || (priority == 2 && crate::planted::on("import-cold-any-level")));
                let mult = match hotness {
                    Hotness::Hot => opts.hot_multiplier,
                    Hotness::Cold if cold_applies => opts.cold_multiplier,
                    Hotness::Cold | Hotness::Unknown => 1.0,
                };
                let t = threshold * mult;
                if failed.get(callee).is_some_and(|&was| was >= t) {
                    continue;
                }
                let why = if priority == 0 {
                    Some("priority-0")
                } else if interposable(cs.linkage) {
                    Some("interposable")
                } else if cs.noinline {
                    Some("noinline")
                } else if cs.non_importable_refs {
                    Some("local-refs")
                } else if priority < 3
                    && (cs.instructions as f64 > t
                        || (cs.instructions as f64 == t
                            && crate::planted::on("import-limit-strict")))
                {
                    Some(if cold_applies { "cold" } else { "too-large" })
                } else if opts.budget >= 0 && count >= opts.budget {
                    Some("budget")
                } else {
                    None
                };
                let decision = ImportDecision {
                    into: dsum.module.clone(),
                    function: callee.to_owned(),
                    from: summaries[src].module.clone(),
                    outcome: why.map_or(Ok(()), Err),
                    instructions: cs.instructions,
                    threshold: t,
                    priority,
                    hotness,
                };
                out.push(decision);
                match why {
                    None => {
                        count += 1;
                        imported.insert(callee);
                        let evo = if hotness == Hotness::Hot {
                            opts.hot_evolution_factor
                        } else {
                            opts.evolution_factor
                        };
                        work.push((cs, t * evo));
                    }
                    Some("too-large" | "cold") => {
                        failed.insert(callee, t);
                    }
                    Some(_) => {
                        failed.insert(callee, f64::INFINITY);
                    }
                }
            }
        }
    }
    out
}

/// The module summaries of `modules`, each defined function with the table's priority.
pub fn import_summaries(modules: &[LinkInput], table: &ImportTable) -> Vec<ModuleSummary> {
    modules
        .iter()
        .map(|i| {
            let mut s = module_summary(&i.name, &i.module);
            for f in &mut s.functions {
                if f.defined {
                    f.import_priority = table.priority(&f.name);
                }
            }
            s
        })
        .collect()
}

/// `src` with every definition made a declaration (no body, no initializer, no comdat, no
/// appending array, no named metadata), and its ids: what an import brings besides the bodies
/// it copies. The bodies are moved out for the copy and back, never cloned.
fn skeleton(src: &mut Module) -> Module {
    let bodies: Vec<_> = src
        .functions
        .iter_mut()
        .filter_map(|(id, f)| f.body.take().map(|b| (id, b)))
        .collect();
    let mut m = src.clone();
    for (id, b) in bodies {
        let f = &mut m.functions[id];
        f.linkage = Linkage::External;
        f.comdat = None;
        f.thinlto_src_module = None;
        src.functions[id].body = Some(b);
    }
    let appending: Vec<_> = m
        .globals
        .iter()
        .filter(|(_, g)| g.linkage == Linkage::Appending)
        .map(|(id, _)| id)
        .collect();
    for id in appending {
        m.remove_global(id);
    }
    for (_, g) in m.globals.iter_mut() {
        g.init = None;
        g.comdat = None;
        if g.linkage != Linkage::ExternWeak {
            g.linkage = Linkage::External;
        }
        g.externally_initialized = false;
    }
    m.named_md.clear();
    m
}

/// The skeleton of `src` defining `names` (as `available_externally`, marked with
/// `!thinlto_src_module`) with `src`'s bodies.
fn slice(skel: &Module, src: &Module, src_name: &str, names: &[&str]) -> Module {
    let mut m = skel.clone();
    for (id, f) in m.functions.iter_mut() {
        if names.contains(&f.name.as_str())
            && let Some(b) = &src.functions[id].body
        {
            f.body = Some(b.clone());
            f.linkage = Linkage::AvailableExternally;
            f.thinlto_src_module = Some(src_name.to_owned());
        }
    }
    m
}

/// Decides and performs the imports into every module of `modules` (in place). Returns the
/// decisions, in order.
pub fn thin_import(
    modules: &mut [LinkInput],
    table: &ImportTable,
    opts: &ImportOptions,
) -> Result<Vec<ImportDecision>, LinkError> {
    let sums = import_summaries(modules, table);
    let decisions = decide_imports(&sums, table, opts);
    // The sources as they were before any import (a copy's ids are the source's: imports
    // only add symbols or give declarations bodies).
    let mut skeletons: Vec<Option<Module>> = vec![None; modules.len()];
    let index: HashMap<String, usize> = modules
        .iter()
        .enumerate()
        .map(|(i, m)| (m.name.clone(), i))
        .collect();
    for d in 0..modules.len() {
        // (source, function) in decision order.
        let wanted: Vec<(usize, &str)> = decisions
            .iter()
            .filter(|x| x.outcome.is_ok() && x.into == modules[d].name)
            .map(|x| (index[x.from.as_str()], x.function.as_str()))
            .collect();
        // A copy is linked only where something refers to it (the linker links an
        // `available_externally` definition lazily), and a function imported through another
        // is referred to once that one is in: link the sources in rounds until every import
        // is defined.
        loop {
            let dst = &modules[d].module;
            let pending: Vec<(usize, &str)> = wanted
                .iter()
                .copied()
                .filter(|(_, n)| {
                    dst.find_function(n)
                        .is_none_or(|f| dst.functions[f].body.is_none())
                })
                .collect();
            if pending.is_empty() {
                break;
            }
            let mut sources: Vec<usize> = pending.iter().map(|p| p.0).collect();
            sources.sort_unstable();
            sources.dedup();
            for s in sources {
                let names: Vec<&str> = pending.iter().filter(|p| p.0 == s).map(|p| p.1).collect();
                let referenced = {
                    let dst = &modules[d].module;
                    names.iter().any(|n| dst.find_function(n).is_some())
                };
                if !referenced {
                    continue;
                }
                if skeletons[s].is_none() {
                    skeletons[s] = Some(skeleton(&mut modules[s].module));
                }
                let skel = skeletons[s].as_ref().expect("just made");
                let piece = slice(skel, &modules[s].module, &modules[s].name, &names);
                let name = modules[d].name.clone();
                let module = std::mem::take(&mut modules[d].module);
                let (module, _) = link_into(
                    LinkInput {
                        name: name.clone(),
                        module,
                    },
                    &modules[s].name,
                    &piece,
                )?;
                modules[d].module = module;
            }
            // Each round defines at least one more import, or the importer is wrong: stop
            // rather than loop.
            let dst = &modules[d].module;
            let progress = pending.iter().any(|(_, n)| {
                dst.find_function(n)
                    .is_some_and(|f| dst.functions[f].body.is_some())
            });
            if !progress {
                return Err(LinkError {
                    file: modules[d].name.clone(),
                    loc: SrcLoc::default(),
                    message: format!(
                        "function-import: {:?} not defined after linking their copies in \
                         (an importer bug: please report it)",
                        pending.iter().map(|p| p.1).collect::<Vec<_>>()
                    ),
                });
            }
        }
    }
    Ok(decisions)
}
