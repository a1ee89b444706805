//! `seam::link`: merging the modules of a separately compiled program into one, as the module
//! loader and linker wrapper of seed `003_42a755b604c2a47e.txt` do before the LTO pipeline.
//!
//! **Requires** verified modules. **Ensures** one verified module whose symbols are the union
//! of the inputs' with every reference bound, or a located error naming both modules of a
//! conflict; nothing is half-linked (the inputs are consumed, the result is whole or absent).
//!
//! Steps (the seed's `module_merge`):
//! 1. **Validate** each module: the target triple must start with `nvptx64-` (the seed's
//!    message: `Module does not contain a triple, should be 'nvptx64-'`). Bitcode magic is
//!    checked where files are read ([`crate::llvm::import_file`]).
//! 2. **One module**: returned as it is (the seed's fast path; no linkage restoring).
//! 3. **Link** each secondary into the primary, the first module (the seed's pseudocode takes
//!    `modules[0]`); the primary's triple and data layout win, as the seed copies them onto
//!    each secondary. Symbols resolve by LLVM's rules (`IRLinker`/`shouldLinkFromSource`):
//!    - a local (`internal`, `private`) symbol never binds to another module's: on a name
//!      clash the incoming one is renamed `name.N`; an incoming non-local symbol takes its name
//!      from a local one already there, which is renamed out of its way;
//!    - a declaration (or an `available_externally` definition) binds to what is there; an
//!      `available_externally` definition replaces a declaration; an `extern_weak`
//!      declaration takes the incoming symbol's linkage;
//!    - a definition replaces a declaration or an `available_externally` one;
//!    - between two definitions: `common` against `common` keeps the larger (the first when
//!      equal); `common` replaces `weak`/`linkonce`; a `weak`/`linkonce` incoming one yields to
//!      what is there, except that `weak` replaces `linkonce`; an external one replaces a
//!      `weak`/`linkonce`/`common` one; two strong definitions are an error;
//!    - members of a comdat that the primary already has (any selection kind but
//!      `nodeduplicate`) are not linked: the first copy of a comdat wins;
//!    - appending arrays (`llvm.used`, `llvm.compiler.used`, ...) are concatenated, without
//!      repeating an element; named metadata lists are concatenated, without repeating an
//!      equal node; `!nvvm.annotations` travel with their symbols.
//!
//!    Conflicts are errors located at the incoming symbol and naming the module of the other:
//!    two strong definitions, a function against a variable, two function types, two address
//!    spaces of a variable.
//! 4. **Restore linkages** (the seed's step 4): every symbol whose name was in an input keeps
//!    the linkage of the definition that won (seam never promotes a linkage, so this restores
//!    what resolution chose) and is marked `dso_local`, as the seed sets it. The seed's table
//!    is filled in module order; a declaration or a losing definition filled in last would
//!    demote the winner (to `extern_weak`, which a definition cannot have), so seam records
//!    the winner's linkage.
//!
//! Every decision is a [`Remark`] of pass `link` (`renamed`, `replaced`, `kept`, `bound`,
//! `appended`).

mod import;
mod split;
mod summary;
mod thin;

pub use split::split;
pub use summary::{FunctionSummary, ModuleSummary, module_summary};
pub use thin::{
    Hotness, ImportDecision, ImportOptions, ImportTable, TableError, decide_imports,
    import_summaries, thin_import,
};

use rustc_hash::FxHashMap as HashMap;

use crate::ir::{
    ComdatId, ConstData, Function, GlobalValue, GlobalVar, Linkage, MdNode, Module, NamedMd,
    SrcLoc, TypeData,
};
use crate::passes::Remark;
use import::Importer;

const PASS: &str = "link";

/// The message of the seed's loader for a module without an NVPTX triple.
pub const NO_TRIPLE: &str = "Module does not contain a triple, should be 'nvptx64-'";

/// One module to link, with the name its messages use (a file name).
#[derive(Debug)]
pub struct LinkInput {
    /// Name for messages.
    pub name: String,
    /// The module.
    pub module: Module,
}

/// A linked module and the linker's decisions.
#[derive(Debug)]
pub struct Linked {
    /// The merged module.
    pub module: Module,
    /// One remark per decision that was not a plain addition.
    pub remarks: Vec<Remark>,
}

/// Why modules could not be linked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}{}: {message}", if loc.is_known() { format!(":{loc}") } else { String::new() })]
pub struct LinkError {
    /// The module the error is in.
    pub file: String,
    /// Where in it (unknown for a module-level error).
    pub loc: SrcLoc,
    /// What is wrong, naming the other module of a conflict.
    pub message: String,
}

/// Checks what the seed's loader checks of one module.
pub fn validate(name: &str, m: &Module) -> Result<(), LinkError> {
    match m.target_triple.as_deref() {
        Some(t) if t.starts_with("nvptx64-") => Ok(()),
        _ => Err(LinkError {
            file: name.to_owned(),
            loc: SrcLoc::default(),
            message: NO_TRIPLE.to_owned(),
        }),
    }
}

/// Links `inputs` into one module (see the module documentation for the rules).
pub fn link_modules(inputs: Vec<LinkInput>) -> Result<Linked, LinkError> {
    let mut inputs = inputs.into_iter();
    let Some(first) = inputs.next() else {
        return Err(LinkError {
            file: "<none>".into(),
            loc: SrcLoc::default(),
            message: "nothing to link".into(),
        });
    };
    let mut l = ModuleLinker::new(first)?;
    for i in inputs {
        l.add(i)?;
    }
    Ok(l.finish())
}

/// Links modules one at a time into the first (the primary), so that a caller can read each
/// input, link it and drop it: [`link_modules`] is `new`, `add` each, `finish`.
#[derive(Debug)]
pub struct ModuleLinker {
    l: Linker,
    /// Modules linked into the primary so far.
    added: usize,
}

impl ModuleLinker {
    /// Starts with the primary module (validated).
    pub fn new(first: LinkInput) -> Result<ModuleLinker, LinkError> {
        validate(&first.name, &first.module)?;
        Ok(ModuleLinker {
            l: Linker::new(first),
            added: 0,
        })
    }

    /// Links one more module (validated) into the primary.
    pub fn add(&mut self, input: LinkInput) -> Result<(), LinkError> {
        validate(&input.name, &input.module)?;
        self.l.link_in(&input.name, &input.module)?;
        self.added += 1;
        Ok(())
    }

    /// The linked module (with the seed's linkage restore when anything was linked in; one
    /// module alone is returned as it is, the seed's fast path).
    pub fn finish(self) -> Linked {
        let Linker {
            mut dst,
            origin,
            remarks,
            ..
        } = self.l;
        if self.added == 0 {
            return Linked {
                module: dst,
                remarks,
            };
        }
        // Step 4. Resolution never changed a winner's linkage, so restoring the winners'
        // linkages leaves them as they are; what remains is dso_local on every symbol an
        // input named.
        for (_, f) in dst.functions.iter_mut() {
            // Intrinsics are no symbols of the program.
            if origin.contains_key(&f.name) && !f.name.starts_with("llvm.") {
                f.dso_local = !f.linkage.implies_dso_local(f.visibility);
            }
        }
        for (_, g) in dst.globals.iter_mut() {
            if origin.contains_key(&g.name) && g.linkage != Linkage::Appending {
                g.dso_local = !g.linkage.implies_dso_local(g.visibility);
            }
        }
        Linked {
            module: dst,
            remarks,
        }
    }
}

/// Reads (text or bitcode) and links files; see [`link_modules`]. Text is read, parsed and
/// verified on worker threads ahead of the linker, which links the modules in order as they
/// come and drops each once linked; bitcode goes through LLVM on the calling thread (its
/// reader runs in a forked child, which a thread must not start).
#[cfg(feature = "llvm")]
pub fn link_files(
    paths: &[std::path::PathBuf],
    isolation: crate::llvm::Isolation,
) -> Result<Linked, String> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    /// What a worker hands the linker for one file.
    enum Read {
        Module(Module),
        Bitcode(Vec<u8>),
    }
    if paths.is_empty() {
        return Err("nothing to link".into());
    }
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8)
        .min(paths.len());
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, Result<Read, String>)>(2 * workers);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= paths.len() || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let p = &paths[i];
                    let file = p.display().to_string();
                    let got = match std::fs::read(p) {
                        Err(e) => Err(format!("{file}: {e}")),
                        Ok(bytes) if crate::llvm::is_bitcode(&bytes) => Ok(Read::Bitcode(bytes)),
                        Ok(bytes) => crate::llvm::import_bytes(&bytes, &file, isolation)
                            .map(Read::Module)
                            .map_err(|e| e.to_string()),
                    };
                    if tx.send((i, got)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let result = (|| {
            let mut pending: std::collections::BTreeMap<usize, Result<Read, String>> =
                std::collections::BTreeMap::new();
            let mut linker: Option<ModuleLinker> = None;
            for (want, path) in paths.iter().enumerate() {
                let got = loop {
                    if let Some(r) = pending.remove(&want) {
                        break r;
                    }
                    let Ok((i, r)) = rx.recv() else {
                        return Err("a reader stopped".to_owned());
                    };
                    pending.insert(i, r);
                };
                let file = path.display().to_string();
                let module = match got? {
                    Read::Module(m) => m,
                    Read::Bitcode(bytes) => crate::llvm::import_bytes(&bytes, &file, isolation)
                        .map_err(|e| e.to_string())?,
                };
                let input = LinkInput { name: file, module };
                match &mut linker {
                    None => linker = Some(ModuleLinker::new(input).map_err(|e| e.to_string())?),
                    Some(l) => l.add(input).map_err(|e| e.to_string())?,
                }
            }
            Ok(linker.expect("at least one path").finish())
        })();
        stop.store(true, Ordering::Relaxed);
        // Unblock readers waiting to send, so the scope can end.
        while rx.try_recv().is_ok() {}
        drop(rx);
        result
    })
}

#[derive(Debug)]
struct Linker {
    dst: Module,
    /// Every destination symbol by name (kept current while linking one module).
    names: HashMap<String, GlobalValue>,
    /// LLVM's per-module counter of name clashes (`ValueSymbolTable::LastUnique`).
    last_unique: u32,
    /// The comdats the destination had before the module being linked.
    comdats_before: Vec<String>,
    /// The module each destination symbol name came from (for messages).
    origin: HashMap<String, String>,
    remarks: Vec<Remark>,
}

impl Linker {
    fn new(first: LinkInput) -> Linker {
        let mut l = Linker {
            dst: first.module,
            names: HashMap::default(),
            last_unique: 0,
            comdats_before: Vec::new(),
            origin: HashMap::default(),
            remarks: Vec::new(),
        };
        for (id, f) in l.dst.functions.iter() {
            l.origin.insert(f.name.clone(), first.name.clone());
            l.names.insert(f.name.clone(), GlobalValue::Func(id));
        }
        for (id, g) in l.dst.globals.iter() {
            l.origin.insert(g.name.clone(), first.name.clone());
            l.names.insert(g.name.clone(), GlobalValue::Var(id));
        }
        l
    }
}

/// Links `src` into `dst` by the linker's rules, without the seed's linkage restore: what a
/// ThinLTO import does (LLVM's `IRMover` under the function importer). Returns the module
/// and the linker's remarks.
pub(crate) fn link_into(
    dst: LinkInput,
    src_name: &str,
    src: &Module,
) -> Result<(Module, Vec<Remark>), LinkError> {
    let mut l = Linker::new(dst);
    l.link_in(src_name, src)?;
    Ok((l.dst, l.remarks))
}

/// LLVM's `isDeclarationForLinker`.
fn decl_for_linker(linkage: Linkage, is_decl: bool) -> bool {
    is_decl || linkage == Linkage::AvailableExternally
}

/// LLVM's `isWeakForLinker`.
fn weak_for_linker(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::LinkOnce
            | Linkage::LinkOnceOdr
            | Linkage::Weak
            | Linkage::WeakOdr
            | Linkage::Common
            | Linkage::ExternWeak
    )
}

fn is_linkonce(l: Linkage) -> bool {
    matches!(l, Linkage::LinkOnce | Linkage::LinkOnceOdr)
}

fn is_weak(l: Linkage) -> bool {
    matches!(l, Linkage::Weak | Linkage::WeakOdr)
}

/// One side of a resolution.
#[derive(Clone, Copy, Debug)]
struct Side {
    linkage: Linkage,
    is_decl: bool,
    /// Allocation size of a variable (for `common`).
    size: u64,
}

/// Whether the incoming symbol replaces the one there; `Err` for two strong definitions.
/// LLVM's `ModuleLinker::shouldLinkFromSource`.
fn link_from_src(dest: Side, src: Side) -> Result<bool, ()> {
    if decl_for_linker(src.linkage, src.is_decl) {
        if dest.linkage == Linkage::ExternWeak {
            return Ok(true);
        }
        // An available_externally definition over a declaration.
        return Ok(!src.is_decl && dest.is_decl);
    }
    if decl_for_linker(dest.linkage, dest.is_decl) {
        return Ok(true);
    }
    if src.linkage == Linkage::Common {
        if is_linkonce(dest.linkage) || is_weak(dest.linkage) {
            return Ok(true);
        }
        if dest.linkage != Linkage::Common {
            return Ok(false);
        }
        return Ok(src.size > dest.size);
    }
    if weak_for_linker(src.linkage) {
        return Ok(is_linkonce(dest.linkage) && is_weak(src.linkage));
    }
    if weak_for_linker(dest.linkage) {
        return Ok(true);
    }
    Err(())
}

impl Linker {
    fn from(&self, name: &str) -> &str {
        self.origin.get(name).map(String::as_str).unwrap_or("?")
    }

    fn err(&self, file: &str, loc: SrcLoc, message: String) -> LinkError {
        LinkError {
            file: file.to_owned(),
            loc,
            message,
        }
    }

    /// A name made from `base` that no symbol has, as LLVM's symbol table makes one: the
    /// base and the module's counter of clashes, incremented until the name is free, with a
    /// `.` between them except for NVPTX triples (`ValueSymbolTable::makeUniqueName`).
    fn unique(&mut self, base: &str) -> String {
        let dot = !self
            .dst
            .target_triple
            .as_deref()
            .is_some_and(|t| t.starts_with("nvptx"));
        loop {
            self.last_unique += 1;
            let cand = if dot {
                format!("{base}.{}", self.last_unique)
            } else {
                format!("{base}{}", self.last_unique)
            };
            if !self.names.contains_key(&cand) {
                return cand;
            }
        }
    }

    fn set_name(&mut self, gv: GlobalValue, name: &str) {
        match gv {
            GlobalValue::Func(f) => self.dst.functions[f].name = name.to_owned(),
            GlobalValue::Var(g) => self.dst.globals[g].name = name.to_owned(),
        }
        self.names.insert(name.to_owned(), gv);
    }

    fn link_in(&mut self, file: &str, src: &Module) -> Result<(), LinkError> {
        let mut imp = Importer::new(src);
        // Comdats the primary defines a member of: they win over the incoming copies.
        let mut taken_comdats: Vec<String> = Vec::new();
        let members = self
            .dst
            .functions
            .values()
            .filter(|f| f.body.is_some())
            .filter_map(|f| f.comdat)
            .chain(
                self.dst
                    .globals
                    .values()
                    .filter(|g| g.init.is_some())
                    .filter_map(|g| g.comdat),
            );
        for c in members {
            let c = &self.dst.comdats[c];
            if c.kind != crate::ir::ComdatKind::NoDeduplicate && !taken_comdats.contains(&c.name) {
                taken_comdats.push(c.name.clone());
            }
        }
        self.comdats_before = taken_comdats.clone();
        let dropped_by_comdat =
            |c: Option<ComdatId>| c.is_some_and(|c| taken_comdats.contains(&src.comdats[c].name));

        // 1. Decide, in LLVM's order (variables, then functions): what links from `src`
        //    eagerly (`roots`), what binds to a symbol already there, what waits for a
        //    reference (locals, linkonce and available_externally definitions, declarations).
        let mut roots: Vec<GlobalValue> = Vec::new();
        let symbols: Vec<GlobalValue> = src
            .globals
            .keys()
            .map(GlobalValue::Var)
            .chain(src.functions.keys().map(GlobalValue::Func))
            .collect();
        for sgv in symbols {
            let (name, linkage, is_decl, loc, comdat) = match sgv {
                GlobalValue::Func(f) => {
                    let x = &src.functions[f];
                    (&x.name, x.linkage, x.body.is_none(), x.loc, x.comdat)
                }
                GlobalValue::Var(g) => {
                    let x = &src.globals[g];
                    (&x.name, x.linkage, x.init.is_none(), x.loc, x.comdat)
                }
            };
            if linkage == Linkage::Appending {
                roots.push(sgv);
                continue;
            }
            if linkage.is_local() {
                continue;
            }
            let is_decl = is_decl || dropped_by_comdat(comdat);
            let existing = self
                .names
                .get(name.as_str())
                .copied()
                .filter(|&d| !self.linkage_of(d).is_local());
            let Some(d) = existing else {
                let lazily = is_decl
                    || matches!(
                        linkage,
                        Linkage::LinkOnce | Linkage::LinkOnceOdr | Linkage::AvailableExternally
                    );
                if !lazily {
                    roots.push(sgv);
                }
                continue;
            };
            self.check_compatible(&mut imp, file, src, sgv, d)?;
            let dest = self.side(&self.dst, d);
            let mut s = self.side(src, sgv);
            s.is_decl = is_decl;
            let take = link_from_src(dest, s).map_err(|()| {
                self.err(
                    file,
                    loc,
                    format!(
                        "@{name}: symbol multiply defined: defined in {} and in {file}",
                        self.from(name)
                    ),
                )
            })?;
            imp.bind(sgv, d);
            if take {
                if !dest.is_decl {
                    self.remarks.push(
                        Remark::new(PASS, name, "replaced", linkage_reason(dest.linkage))
                            .with("by", file)
                            .with("linkage", linkage_name(linkage))
                            .with("was", self.from(name)),
                    );
                }
                self.replace(&mut imp, sgv, d);
                if !is_decl {
                    roots.push(sgv);
                    self.origin.insert(name.clone(), file.to_owned());
                }
            } else if !is_decl {
                self.remarks.push(
                    Remark::new(PASS, name, "kept", linkage_reason(linkage))
                        .with("from", self.from(name))
                        .with("dropped", file),
                );
            }
        }

        // 2. Materialize, as LLVM's IRLinker does: each root in turn, then (last scheduled
        //    first) the bodies and initializers it brings, each symbol's prototype made — and
        //    named — where it is first referred to.
        let mut copied: HashMap<GlobalValue, ()> = HashMap::default();
        for root in roots {
            if matches!(root, GlobalValue::Var(g) if src.globals[g].linkage == Linkage::Appending) {
                let mut stack = Vec::new();
                for r in refs_of(src, root) {
                    self.materialize(&mut imp, file, src, r, &mut stack);
                }
                self.flush(&mut imp, file, src, &mut stack, &mut copied);
                self.append(&mut imp, file, src, root)?;
                continue;
            }
            let mut stack = Vec::new();
            self.materialize(&mut imp, file, src, root, &mut stack);
            if !stack.contains(&root) && !copied.contains_key(&root) {
                // Bound by a decision (it replaced a symbol there): its body is still to copy.
                stack.push(root);
            }
            self.flush(&mut imp, file, src, &mut stack, &mut copied);
        }
        self.named_md(&mut imp, src);
        Ok(())
    }

    /// Makes the destination symbol for source symbol `sgv` unless it has one; a definition's
    /// body (or initializer) is pushed on `stack` to copy.
    fn materialize(
        &mut self,
        imp: &mut Importer<'_>,
        file: &str,
        src: &Module,
        sgv: GlobalValue,
        stack: &mut Vec<GlobalValue>,
    ) {
        if imp.bound(sgv).is_some() {
            return;
        }
        let (name, local, is_def) = match sgv {
            GlobalValue::Func(f) => {
                let x = &src.functions[f];
                (x.name.clone(), x.linkage.is_local(), x.body.is_some())
            }
            GlobalValue::Var(g) => {
                let x = &src.globals[g];
                (x.name.clone(), x.linkage.is_local(), x.init.is_some())
            }
        };
        let clash = self.names.get(&name).copied();
        let d = match clash {
            None => {
                let d = self.prototype(imp, sgv, &name);
                self.names.insert(name.clone(), d);
                self.origin.insert(name.clone(), file.to_owned());
                d
            }
            Some(old) => {
                // The new symbol is named uniquely first (LLVM creates it under the taken
                // name); a non-local one then takes the name, and the local there is renamed.
                let temp = self.unique(&name);
                let d = self.prototype(imp, sgv, &temp);
                self.names.insert(temp.clone(), d);
                if local {
                    self.origin.insert(temp.clone(), file.to_owned());
                    self.remarks.push(
                        Remark::new(PASS, &name, "renamed", "local-clash")
                            .with("to", &temp)
                            .with("module", file)
                            .with("against", self.from(&name)),
                    );
                    d
                } else {
                    self.names.remove(&temp);
                    let moved = self.unique(&name);
                    let from = self.from(&name).to_owned();
                    self.set_name(old, &moved);
                    self.origin.insert(moved.clone(), from.clone());
                    self.set_name(d, &name);
                    self.origin.insert(name.clone(), file.to_owned());
                    self.remarks.push(
                        Remark::new(PASS, &name, "renamed", "local-clash")
                            .with("to", &moved)
                            .with("module", &from)
                            .with("against", file),
                    );
                    d
                }
            }
        };
        imp.bind(sgv, d);
        let dropped = match sgv {
            GlobalValue::Func(f) => src.functions[f]
                .comdat
                .is_some_and(|c| self.dst_has_comdat(&src.comdats[c].name)),
            GlobalValue::Var(g) => src.globals[g]
                .comdat
                .is_some_and(|c| self.dst_has_comdat(&src.comdats[c].name)),
        };
        if is_def && !dropped {
            stack.push(sgv);
        }
    }

    fn dst_has_comdat(&self, name: &str) -> bool {
        self.comdats_before.iter().any(|c| c == name)
    }

    /// Copies the bodies and initializers on `stack`, last pushed first, materializing what
    /// each refers to (in operand order) before it is copied.
    fn flush(
        &mut self,
        imp: &mut Importer<'_>,
        file: &str,
        src: &Module,
        stack: &mut Vec<GlobalValue>,
        copied: &mut HashMap<GlobalValue, ()>,
    ) {
        while let Some(s) = stack.pop() {
            if copied.insert(s, ()).is_some() {
                continue;
            }
            for r in refs_of(src, s) {
                self.materialize(imp, file, src, r, stack);
            }
            let d = imp
                .bound(s)
                .expect("materialized before its body is copied");
            self.copy_body(imp, src, s, d);
        }
    }

    fn copy_body(&mut self, imp: &mut Importer<'_>, src: &Module, s: GlobalValue, d: GlobalValue) {
        match (s, d) {
            (GlobalValue::Func(sf), GlobalValue::Func(df)) => {
                let f = &src.functions[sf];
                let body = f.body.as_ref().map(|b| imp.body(&mut self.dst, b));
                let an = imp.annotations(&mut self.dst, &f.annotations);
                let tm = imp.type_md(&mut self.dst, &f.type_md);
                let comdat = f.comdat.map(|c| self.comdat(src, c));
                let out = &mut self.dst.functions[df];
                out.body = body;
                out.thinlto_src_module = f.thinlto_src_module.clone();
                if !an.is_empty() {
                    out.annotations = an;
                }
                if !tm.is_empty() {
                    out.type_md = tm;
                }
                out.comdat = comdat;
            }
            (GlobalValue::Var(sg), GlobalValue::Var(dg)) => {
                let g = &src.globals[sg];
                let init = g.init.map(|c| imp.constant(&mut self.dst, c));
                let an = imp.annotations(&mut self.dst, &g.annotations);
                let tm = imp.type_md(&mut self.dst, &g.type_md);
                let comdat = g.comdat.map(|c| self.comdat(src, c));
                let out = &mut self.dst.globals[dg];
                out.init = init;
                if !an.is_empty() {
                    out.annotations = an;
                }
                if !tm.is_empty() {
                    out.type_md = tm;
                }
                out.comdat = comdat;
            }
            _ => unreachable!("a symbol is bound to one of its own kind"),
        }
    }

    fn linkage_of(&self, gv: GlobalValue) -> Linkage {
        match gv {
            GlobalValue::Func(f) => self.dst.functions[f].linkage,
            GlobalValue::Var(g) => self.dst.globals[g].linkage,
        }
    }

    fn side(&self, m: &Module, gv: GlobalValue) -> Side {
        match gv {
            GlobalValue::Func(f) => Side {
                linkage: m.functions[f].linkage,
                is_decl: m.functions[f].body.is_none(),
                size: 0,
            },
            GlobalValue::Var(g) => {
                let v = &m.globals[g];
                Side {
                    linkage: v.linkage,
                    is_decl: v.init.is_none(),
                    size: m.data_layout().alloc_size(&m.types, v.value_ty),
                }
            }
        }
    }

    fn check_compatible(
        &mut self,
        imp: &mut Importer<'_>,
        file: &str,
        src: &Module,
        sgv: GlobalValue,
        d: GlobalValue,
    ) -> Result<(), LinkError> {
        let name = src.global_name(sgv).to_owned();
        let other = self.from(&name).to_owned();
        match (sgv, d) {
            (GlobalValue::Func(sf), GlobalValue::Func(df)) => {
                let f = &src.functions[sf];
                let t = imp.ty(&mut self.dst, f.ty);
                let dt = self.dst.functions[df].ty;
                if t != dt {
                    return Err(self.err(
                        file,
                        f.loc,
                        format!(
                            "@{name}: function type {} does not match {} in {other}",
                            self.dst.types.display(t),
                            self.dst.types.display(dt)
                        ),
                    ));
                }
                Ok(())
            }
            (GlobalValue::Var(sg), GlobalValue::Var(dg)) => {
                let g = &src.globals[sg];
                let dspace = self.dst.globals[dg].space;
                if g.space != dspace {
                    return Err(self.err(
                        file,
                        g.loc,
                        format!(
                            "@{name}: variable in addrspace({}) but in addrspace({}) in {other}",
                            g.space.0, dspace.0
                        ),
                    ));
                }
                Ok(())
            }
            (GlobalValue::Func(sf), _) => Err(self.err(
                file,
                src.functions[sf].loc,
                format!("@{name}: a function here but a variable in {other}"),
            )),
            (GlobalValue::Var(sg), _) => Err(self.err(
                file,
                src.globals[sg].loc,
                format!("@{name}: a variable here but a function in {other}"),
            )),
        }
    }

    /// A new destination symbol with the source's prototype (no body or initializer yet).
    fn prototype(&mut self, imp: &mut Importer<'_>, sgv: GlobalValue, name: &str) -> GlobalValue {
        match sgv {
            GlobalValue::Func(sf) => {
                let f = self.func_proto(imp, sf);
                let id = self.dst.add_function(Function {
                    name: name.to_owned(),
                    ..f
                });
                GlobalValue::Func(id)
            }
            GlobalValue::Var(sg) => {
                let g = self.var_proto(imp, sg);
                let id = self.dst.add_global(GlobalVar {
                    name: name.to_owned(),
                    ..g
                });
                GlobalValue::Var(id)
            }
        }
    }

    fn func_proto(&mut self, imp: &mut Importer<'_>, sf: crate::ir::FuncId) -> Function {
        let src = imp.src();
        let f = &src.functions[sf];
        let ty = imp.ty(&mut self.dst, f.ty);
        let params = imp.params(&mut self.dst, &f.params);
        let ret_attrs = imp.attrs(&mut self.dst, f.ret_attrs);
        let attrs = imp.attrs(&mut self.dst, f.attrs);
        Function {
            name: f.name.clone(),
            linkage: f.linkage,
            visibility: f.visibility,
            dso_local: f.dso_local,
            unnamed_addr: f.unnamed_addr,
            cc: f.cc,
            ty,
            params,
            ret_attrs,
            attrs,
            section: f.section.clone(),
            align: f.align,
            comdat: None,
            type_md: Vec::new(),
            annotations: Vec::new(),
            thinlto_src_module: None,
            body: None,
            loc: f.loc,
        }
    }

    fn var_proto(&mut self, imp: &mut Importer<'_>, sg: crate::ir::GlobalId) -> GlobalVar {
        let src = imp.src();
        let g = &src.globals[sg];
        let value_ty = imp.ty(&mut self.dst, g.value_ty);
        GlobalVar {
            value_ty,
            init: None,
            comdat: None,
            type_md: Vec::new(),
            annotations: Vec::new(),
            ..g.clone()
        }
    }

    /// The destination symbol `d` takes the source's prototype (keeping its name and id).
    fn replace(&mut self, imp: &mut Importer<'_>, sgv: GlobalValue, d: GlobalValue) {
        match (sgv, d) {
            (GlobalValue::Func(sf), GlobalValue::Func(df)) => {
                let mut f = self.func_proto(imp, sf);
                let old = &self.dst.functions[df];
                f.name = old.name.clone();
                // A declaration's annotations (a kernel mark) stay unless the definition
                // brings its own.
                f.annotations = old.annotations.clone();
                f.type_md = old.type_md.clone();
                self.dst.functions[df] = f;
            }
            (GlobalValue::Var(sg), GlobalValue::Var(dg)) => {
                let mut g = self.var_proto(imp, sg);
                let old = &self.dst.globals[dg];
                g.name = old.name.clone();
                g.annotations = old.annotations.clone();
                g.type_md = old.type_md.clone();
                self.dst.globals[dg] = g;
            }
            _ => unreachable!("checked compatible"),
        }
    }

    fn comdat(&mut self, src: &Module, c: ComdatId) -> ComdatId {
        let s = &src.comdats[c];
        self.dst.comdat(&s.name, s.kind)
    }

    /// Concatenates an appending array (`llvm.used`, ...) into the destination's.
    fn append(
        &mut self,
        imp: &mut Importer<'_>,
        file: &str,
        src: &Module,
        sgv: GlobalValue,
    ) -> Result<(), LinkError> {
        let GlobalValue::Var(sg) = sgv else {
            return Err(self.err(
                file,
                SrcLoc::default(),
                "a function with appending linkage".into(),
            ));
        };
        let g = &src.globals[sg];
        let elems: Vec<_> = match g.init {
            Some(c) => {
                let c = imp.constant(&mut self.dst, c);
                array_elems(&self.dst, c)
            }
            None => Vec::new(),
        };
        let existing = match self.names.get(&g.name) {
            Some(GlobalValue::Var(d)) => Some(*d),
            Some(GlobalValue::Func(_)) => {
                return Err(self.err(
                    file,
                    g.loc,
                    format!(
                        "@{}: a variable here but a function in {}",
                        g.name,
                        self.from(&g.name)
                    ),
                ));
            }
            None => None,
        };
        let Some(dg) = existing else {
            let mut proto = self.var_proto(imp, sg);
            proto.init = g.init.map(|c| imp.constant(&mut self.dst, c));
            let id = self.dst.add_global(proto);
            self.names.insert(g.name.clone(), GlobalValue::Var(id));
            self.origin.insert(g.name.clone(), file.to_owned());
            imp.bind(sgv, GlobalValue::Var(id));
            return Ok(());
        };
        imp.bind(sgv, GlobalValue::Var(dg));
        let dv = &self.dst.globals[dg];
        if dv.linkage != Linkage::Appending {
            return Err(self.err(
                file,
                g.loc,
                format!(
                    "@{}: appending here but not in {}",
                    g.name,
                    self.from(&g.name)
                ),
            ));
        }
        let mut all = dv
            .init
            .map(|c| array_elems(&self.dst, c))
            .unwrap_or_default();
        let before = all.len();
        for e in elems {
            if !all.contains(&e) {
                all.push(e);
            }
        }
        let elem_ty = match self.dst.types.get(dv.value_ty) {
            TypeData::Array { elem, .. } => *elem,
            _ => {
                return Err(self.err(
                    file,
                    g.loc,
                    format!("@{}: an appending variable that is not an array", g.name),
                ));
            }
        };
        let ty = self.dst.types.array(elem_ty, all.len() as u64);
        let added = all.len() - before;
        let init = self.dst.consts.array(ty, all);
        let dv = &mut self.dst.globals[dg];
        dv.value_ty = ty;
        dv.init = Some(init);
        self.remarks.push(
            Remark::new(PASS, &g.name, "appended", "appending-linkage")
                .with("module", file)
                .with("elements", added),
        );
        Ok(())
    }

    fn named_md(&mut self, imp: &mut Importer<'_>, src: &Module) {
        for nm in &src.named_md {
            let nodes: Vec<_> = nm
                .nodes
                .iter()
                .map(|&n| imp.md_node(&mut self.dst, n))
                .collect();
            match self.dst.named_md.iter().position(|x| x.name == nm.name) {
                None => self.dst.named_md.push(NamedMd {
                    name: nm.name.clone(),
                    nodes,
                }),
                Some(i) => {
                    for n in nodes {
                        let node: &MdNode = &self.dst.md[n];
                        let dup = self.dst.named_md[i]
                            .nodes
                            .iter()
                            .any(|&m| &self.dst.md[m] == node);
                        if !dup {
                            self.dst.named_md[i].nodes.push(n);
                        }
                    }
                }
            }
        }
    }
}

/// Every symbol a definition of `m` refers to (its body or initializer, its annotations), each
/// once, in operand order.
pub(super) fn refs_of(m: &Module, gv: GlobalValue) -> Vec<GlobalValue> {
    let mut out = Vec::new();
    let mut add = |c| {
        m.consts.refers_to(c, &mut |g| {
            out.push(g);
            false
        });
    };
    match gv {
        GlobalValue::Func(f) => {
            let func = &m.functions[f];
            if let Some(body) = &func.body {
                for (_, i) in body.inst_order() {
                    body.insts[i].data.visit_operands(|v| {
                        if let crate::ir::Value::Const(c) = v {
                            add(c);
                        }
                    });
                }
            }
            for a in &func.annotations {
                add(a.value);
            }
        }
        GlobalValue::Var(g) => {
            let var = &m.globals[g];
            if let Some(c) = var.init {
                add(c);
            }
            for a in &var.annotations {
                add(a.value);
            }
        }
    }
    // First occurrences, in operand order (the order LLVM's value mapper meets them).
    let mut seen = rustc_hash::FxHashSet::default();
    out.retain(|g| seen.insert(*g));
    out
}

fn array_elems(m: &Module, c: crate::ir::ConstId) -> Vec<crate::ir::ConstId> {
    match m.consts.get(c) {
        ConstData::Array { elems, .. } => elems.to_vec(),
        _ => Vec::new(),
    }
}

/// A linkage as remarks and summaries spell it (`external` for the default).
pub(super) fn linkage_name(l: Linkage) -> &'static str {
    if l == Linkage::External {
        "external"
    } else {
        l.name()
    }
}

fn linkage_reason(l: Linkage) -> &'static str {
    match l {
        Linkage::AvailableExternally => "available-externally",
        Linkage::Common => "common",
        Linkage::LinkOnce | Linkage::LinkOnceOdr => "linkonce",
        Linkage::Weak | Linkage::WeakOdr => "weak",
        Linkage::ExternWeak => "extern-weak",
        _ => "strong",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(linkage: Linkage, is_decl: bool) -> Side {
        Side {
            linkage,
            is_decl,
            size: 4,
        }
    }

    #[test]
    fn resolution_follows_llvm() {
        use Linkage::*;
        // Declarations bind; definitions replace declarations.
        assert_eq!(
            link_from_src(side(External, false), side(External, true)),
            Ok(false)
        );
        assert_eq!(
            link_from_src(side(External, true), side(External, false)),
            Ok(true)
        );
        assert_eq!(
            link_from_src(side(ExternWeak, true), side(External, true)),
            Ok(true)
        );
        // available_externally over a declaration, never over a definition.
        assert_eq!(
            link_from_src(side(External, true), side(AvailableExternally, false)),
            Ok(true)
        );
        assert_eq!(
            link_from_src(side(Weak, false), side(AvailableExternally, false)),
            Ok(false)
        );
        assert_eq!(
            link_from_src(side(AvailableExternally, false), side(LinkOnceOdr, false)),
            Ok(true)
        );
        // Weak against strong, both ways; weak over linkonce.
        assert_eq!(
            link_from_src(side(Weak, false), side(External, false)),
            Ok(true)
        );
        assert_eq!(
            link_from_src(side(External, false), side(Weak, false)),
            Ok(false)
        );
        assert_eq!(
            link_from_src(side(Weak, false), side(Weak, false)),
            Ok(false)
        );
        assert_eq!(
            link_from_src(side(LinkOnce, false), side(Weak, false)),
            Ok(true)
        );
        assert_eq!(
            link_from_src(side(Weak, false), side(LinkOnceOdr, false)),
            Ok(false)
        );
        // Common: larger wins, first on a tie; over weak; under strong.
        let big = Side {
            linkage: Common,
            is_decl: false,
            size: 8,
        };
        assert_eq!(link_from_src(side(Common, false), big), Ok(true));
        assert_eq!(link_from_src(big, side(Common, false)), Ok(false));
        assert_eq!(
            link_from_src(side(Common, false), side(Common, false)),
            Ok(false)
        );
        assert_eq!(
            link_from_src(side(Weak, false), side(Common, false)),
            Ok(true)
        );
        assert_eq!(
            link_from_src(side(External, false), side(Common, false)),
            Ok(false)
        );
        assert_eq!(
            link_from_src(side(Common, false), side(External, false)),
            Ok(true)
        );
        // Two strong definitions.
        assert_eq!(
            link_from_src(side(External, false), side(External, false)),
            Err(())
        );
    }
}
