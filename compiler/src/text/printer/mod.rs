//! The printer: a [`Module`] to canonical LLVM IR text.
//!
//! The output is deterministic and canonical: printing, parsing and printing again gives the
//! same text, and a module LLVM 19 reads and prints back prints the same in seam. To that end:
//! - unnamed values, blocks and parameters are numbered as LLVM numbers them; duplicate names
//!   in one function are made unique with a `.N` suffix;
//! - function attributes are printed as attribute groups `#N`, numbered in order of first use
//!   (functions first, then call sites);
//! - named struct types are printed sorted by name, and only those the module uses;
//! - comdats are printed only if used, in order of first use;
//! - metadata nodes are numbered in the order they are reached from the module's attachments,
//!   metadata arguments and named metadata (`!nvvm.annotations` first), with structurally equal
//!   non-distinct nodes merged, as LLVM merges them;
//! - floating point constants are printed in decimal when the six-digit exponent form reads
//!   back exactly, and as the hexadecimal bits of the `double` value otherwise (LLVM's rule).

mod inst;

use std::borrow::Cow;
use std::collections::BTreeMap;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet, FxHashSet};
use std::fmt::Write;

use crate::entity::{EntityRef, SecondaryMap};
use crate::ir::names::{write_escaped, write_name};
use crate::ir::{
    AttrSetId, Block, CallConv, ConstData, ConstExpr, ConstId, FastMath, Function, GepFlags,
    GlobalValue, GlobalVar, Inst, InstData, IntFlags, Linkage, MdId, MdOperand, MdRef, Module,
    TailKind, TypeData, TypeId, TypeMd, UnnamedAddr, Value, Visibility, sign_extend,
};

/// Prints a module as canonical LLVM IR text.
pub fn print_module(m: &Module) -> String {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    print_module_threads(m, threads)
}

/// [`print_module`] with at most `threads` threads printing functions (the text is the same
/// for any number: tests compare them).
pub fn print_module_threads(m: &Module, threads: usize) -> String {
    let mut p = Printer::new(m);
    p.threads = threads.clamp(1, 8);
    p.module();
    p.out
}

/// One instruction of `f` as [`print_module`] prints it (for diagnostics; numbering the module's
/// attribute groups and metadata, it costs as much as printing the module).
pub fn print_instruction(m: &Module, f: &Function, inst: Inst) -> String {
    let mut p = Printer::new(m);
    let names = LocalNames::new(m, f);
    p.inst(f, &names, inst);
    p.out
}

/// How a local value or block is spelled: by name, or by number.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum LocalName {
    /// Not in the layout (dead), so never printed.
    #[default]
    None,
    /// `%name` (unique in the function).
    Named(Box<str>),
    /// `%N`.
    Num(u32),
}

impl LocalName {
    /// Writes `%name` or `%N`.
    pub fn write(&self, out: &mut String) {
        match self {
            LocalName::Named(n) => {
                let _ = write_name(out, '%', n);
            }
            LocalName::Num(n) => {
                out.push('%');
                push_u32(out, *n);
            }
            LocalName::None => out.push_str("%<dead>"),
        }
    }

    /// `%name` or `%N` as a string.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }
}

/// Appends the decimal digits of `n` (without the formatting machinery: the printer writes
/// a number for most values).
fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[at..]).expect("ASCII digits"));
}

/// The spelling of every parameter, block and instruction result of a function.
#[derive(Clone, Debug)]
pub struct LocalNames {
    /// Per parameter.
    pub args: Vec<LocalName>,
    /// Per block of the layout.
    pub blocks: SecondaryMap<Block, LocalName>,
    /// Per instruction of the layout with a result.
    pub insts: SecondaryMap<Inst, LocalName>,
}

impl LocalNames {
    /// Numbers and de-duplicates the names of `f` as the printer will print them.
    pub fn new(m: &Module, f: &Function) -> LocalNames {
        // Names are taken in order; a name already taken gets the first free `.K` suffix.
        // The set borrows the names from `f` and owns only the renamed ones.
        fn take<'f>(
            n: Option<&'f str>,
            used: &mut FxHashSet<Cow<'f, str>>,
            next_suffix: &mut HashMap<&'f str, u64>,
            next: &mut u32,
        ) -> LocalName {
            match n {
                Some(s) if !s.is_empty() => {
                    if used.insert(Cow::Borrowed(s)) {
                        return LocalName::Named(s.into());
                    }
                    // The next suffix to try per duplicated name: every smaller one was found
                    // taken, and names are only ever added, so the search resumes there
                    // (inlining the same callee thousands of times into one function stays
                    // linear).
                    let k = next_suffix.entry(s).or_insert(1);
                    loop {
                        let cand = format!("{s}.{k}");
                        *k += 1;
                        if !used.contains(cand.as_str()) {
                            let named = LocalName::Named(cand.as_str().into());
                            used.insert(Cow::Owned(cand));
                            return named;
                        }
                    }
                }
                _ => {
                    *next += 1;
                    LocalName::Num(*next - 1)
                }
            }
        }
        let mut used: FxHashSet<Cow<'_, str>> = FxHashSet::default();
        let mut next_suffix: HashMap<&str, u64> = HashMap::default();
        let mut next = 0u32;
        let mut name = |n| take(n, &mut used, &mut next_suffix, &mut next);
        let args = f.params.iter().map(|p| name(p.name.as_deref())).collect();
        let mut blocks = SecondaryMap::new();
        let mut insts = SecondaryMap::new();
        if let Some(body) = &f.body {
            // Blocks and instructions that do not exist (the verifier reports them) get no
            // name rather than a panic.
            for &b in &body.layout {
                let Some(block) = body.blocks.get(b) else {
                    continue;
                };
                blocks[b] = name(block.name.as_deref());
                for &i in &block.insts {
                    let Some(node) = body.insts.get(i) else {
                        continue;
                    };
                    if node.ty != TypeId::VOID {
                        insts[i] = name(node.name.as_deref());
                    }
                }
            }
        }
        let _ = m;
        LocalNames {
            args,
            blocks,
            insts,
        }
    }

    /// The spelling of a value (constants print as `<const>`; use the printer for them).
    pub fn value(&self, v: Value) -> String {
        match v {
            Value::Inst(i) => self.insts[i].to_text(),
            Value::Arg(n) => self
                .args
                .get(n as usize)
                .map_or_else(|| format!("%<arg{n}>"), LocalName::to_text),
            Value::Const(_) => "<const>".to_owned(),
        }
    }
}

/// Formats a floating point constant of type `ty` from its bits, as LLVM does.
pub fn format_float(ty: TypeId, bits: u64) -> String {
    let dbits = if ty == TypeId::FLOAT {
        crate::ir::f32_bits_to_f64(bits as u32)
    } else {
        bits
    };
    let d = f64::from_bits(dbits);
    if d.is_finite() {
        let s = format!("{d:.6e}");
        if let Some((mant, exp)) = s.split_once('e') {
            let (sign, digits) = match exp.strip_prefix('-') {
                Some(rest) => ('-', rest),
                None => ('+', exp),
            };
            let text = format!("{mant}e{sign}{digits:0>2}");
            if text.parse::<f64>().map(f64::to_bits) == Ok(dbits) {
                return text;
            }
        }
    }
    format!("0x{dbits:016X}")
}

/// A metadata operand as printed.
#[derive(Clone, PartialEq, Eq, Hash)]
enum POp {
    Null,
    Str(Box<str>),
    /// An integer (kept apart from other constants so equal integers merge however they
    /// were made).
    Int(TypeId, i64),
    /// The address of a global.
    Sym(GlobalValue),
    /// Any other constant.
    Value(ConstId),
    Node(usize),
}

impl POp {
    fn of_const(m: &Module, c: ConstId) -> POp {
        match m.consts.get(c) {
            ConstData::Int { ty, bits } => {
                POp::Int(*ty, sign_extend(*bits, m.types.int_bits(*ty).unwrap_or(64)))
            }
            ConstData::Global { ty, gv }
                if m.global_exists(*gv) && m.types.ptr_space(*ty) == Some(m.global_space(*gv)) =>
            {
                POp::Sym(*gv)
            }
            _ => POp::Value(c),
        }
    }
}

/// Numbers metadata nodes for printing, merging equal non-distinct ones.
///
/// A non-distinct node is numbered after its operands, so that equal nodes can be found by
/// their printed operands; a distinct node, and any node on a cycle, is numbered when first
/// reached (a cycle has no "after"). The walk uses an explicit stack: metadata chains of any
/// length print without deep recursion.
#[derive(Default, Clone)]
struct MdNumbering {
    nodes: Vec<(bool, Vec<POp>)>,
    uniq: HashMap<Vec<POp>, usize>,
    arena: HashMap<MdId, usize>,
    /// Nodes on a cycle of the metadata graph (computed once).
    cyclic: Option<HashSet<MdId>>,
}

/// The nodes of `m`'s metadata graph that lie on a cycle (Tarjan's algorithm, iteratively).
fn cyclic_nodes(m: &Module) -> HashSet<MdId> {
    let n = m.md.len();
    let kid = |id: MdId, k: usize| -> Option<MdId> {
        match m.md[id].ops.get(k) {
            Some(MdOperand::Node(c)) if m.md.is_valid(*c) => Some(*c),
            _ => None,
        }
    };
    let mut index = vec![u32::MAX; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut scc_stack: Vec<MdId> = Vec::new();
    let mut next = 0u32;
    let mut out = HashSet::default();
    for root in m.md.keys() {
        if index[root.index()] != u32::MAX {
            continue;
        }
        let mut work: Vec<(MdId, usize)> = vec![(root, 0)];
        index[root.index()] = next;
        low[root.index()] = next;
        next += 1;
        scc_stack.push(root);
        on_stack[root.index()] = true;
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if *k < m.md[v].ops.len() {
                let Some(w) = kid(v, *k) else {
                    *k += 1;
                    continue;
                };
                *k += 1;
                if index[w.index()] == u32::MAX {
                    index[w.index()] = next;
                    low[w.index()] = next;
                    next += 1;
                    scc_stack.push(w);
                    on_stack[w.index()] = true;
                    work.push((w, 0));
                } else if on_stack[w.index()] {
                    low[v.index()] = low[v.index()].min(index[w.index()]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent.index()] = low[parent.index()].min(low[v.index()]);
            }
            if low[v.index()] == index[v.index()] {
                let mut members = Vec::new();
                while let Some(w) = scc_stack.pop() {
                    on_stack[w.index()] = false;
                    members.push(w);
                    if w == v {
                        break;
                    }
                }
                let self_loop = (0..m.md[v].ops.len()).any(|k| kid(v, k) == Some(v));
                if members.len() > 1 || self_loop {
                    out.extend(members);
                }
            }
        }
    }
    out
}

impl MdNumbering {
    fn op(&self, m: &Module, op: &MdOperand) -> POp {
        match op {
            MdOperand::Null => POp::Null,
            MdOperand::String(s) => POp::Str(s.clone()),
            MdOperand::Value(c) => POp::of_const(m, *c),
            MdOperand::Node(n) => POp::Node(self.arena.get(n).copied().unwrap_or(usize::MAX)),
        }
    }

    /// The print number of arena node `root`, numbering it and everything it reaches.
    fn arena_node(&mut self, m: &Module, root: MdId) -> usize {
        if let Some(&n) = self.arena.get(&root) {
            return n;
        }
        if !m.md.is_valid(root) {
            return usize::MAX;
        }
        let cyclic = self.cyclic.take().unwrap_or_else(|| cyclic_nodes(m));
        let mut stack: Vec<(MdId, usize)> = Vec::new();
        self.start(m, root, &cyclic, &mut stack);
        while let Some(&mut (id, ref mut k)) = stack.last_mut() {
            let ops = &m.md[id].ops;
            if *k < ops.len() {
                let op = &ops[*k];
                *k += 1;
                // A node reached again while on the stack lies on a cycle, so it was numbered
                // when first reached and is skipped here.
                if let MdOperand::Node(c) = op
                    && m.md.is_valid(*c)
                    && !self.arena.contains_key(c)
                {
                    self.start(m, *c, &cyclic, &mut stack);
                }
                continue;
            }
            stack.pop();
            let pops: Vec<POp> = m.md[id].ops.iter().map(|o| self.op(m, o)).collect();
            match self.arena.get(&id) {
                Some(&n) => self.nodes[n].1 = pops,
                None => {
                    let n = self.unique(pops);
                    self.arena.insert(id, n);
                }
            }
        }
        self.cyclic = Some(cyclic);
        self.arena.get(&root).copied().unwrap_or(usize::MAX)
    }

    /// Pushes `id`; a distinct or cyclic node gets its number now.
    fn start(
        &mut self,
        m: &Module,
        id: MdId,
        cyclic: &HashSet<MdId>,
        stack: &mut Vec<(MdId, usize)>,
    ) {
        let node = &m.md[id];
        if node.distinct || cyclic.contains(&id) {
            // A node that refers to itself cannot be uniqued: LLVM makes it distinct.
            let self_ref = node.ops.contains(&MdOperand::Node(id));
            let n = self.nodes.len();
            self.nodes.push((node.distinct || self_ref, Vec::new()));
            self.arena.insert(id, n);
        }
        stack.push((id, 0));
    }

    fn unique(&mut self, ops: Vec<POp>) -> usize {
        if let Some(&n) = self.uniq.get(&ops) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push((false, ops.clone()));
        self.uniq.insert(ops, n);
        n
    }

    fn md_ref(&mut self, m: &Module, r: &MdRef) -> POp {
        match r {
            MdRef::String(s) => POp::Str(s.clone()),
            MdRef::Node(n) => POp::Node(self.arena_node(m, *n)),
        }
    }

    fn type_md(&mut self, m: &Module, tm: &TypeMd) -> usize {
        let id = self.md_ref(m, &tm.id);
        self.unique(vec![POp::Int(TypeId::I64, tm.offset), id])
    }
}

#[derive(Clone)]
struct Printer<'m> {
    m: &'m Module,
    out: String,
    groups: HashMap<AttrSetId, usize>,
    group_order: Vec<AttrSetId>,
    md: MdNumbering,
    /// `!type` node numbers per global and per function, in attachment order.
    global_type_md: HashMap<GlobalValue, Vec<usize>>,
    /// `!thinlto_src_module` node numbers per function.
    src_module_md: HashMap<crate::ir::FuncId, usize>,
    /// `!nvvm.annotations` node numbers.
    annotations: Vec<usize>,
    named: Vec<(String, Vec<usize>)>,
    /// Threads that may print functions.
    threads: usize,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module) -> Self {
        let mut p = Printer {
            m,
            out: String::with_capacity(m.inst_count() * 48 + 1024),
            groups: HashMap::default(),
            group_order: Vec::new(),
            md: MdNumbering::default(),
            global_type_md: HashMap::default(),
            src_module_md: HashMap::default(),
            annotations: Vec::new(),
            named: Vec::new(),
            threads: 1,
        };
        p.number_attribute_groups();
        p.number_metadata();
        p
    }

    fn group(&mut self, id: AttrSetId) {
        if !id.is_empty() && !self.groups.contains_key(&id) {
            self.groups.insert(id, self.group_order.len());
            self.group_order.push(id);
        }
    }

    fn number_attribute_groups(&mut self) {
        let m = self.m;
        for f in m.functions.values() {
            self.group(f.attrs);
        }
        for f in m.functions.values() {
            let Some(body) = &f.body else { continue };
            for (_, i) in body.inst_order() {
                if let InstData::Call(c) = &body.insts[i].data {
                    self.group(c.fn_attrs);
                }
            }
        }
    }

    fn number_metadata(&mut self) {
        let m = self.m;
        for (g, gv) in m.globals.iter() {
            for tm in &gv.type_md {
                let n = self.md.type_md(m, tm);
                self.global_type_md
                    .entry(GlobalValue::Var(g))
                    .or_default()
                    .push(n);
            }
        }
        for (f, func) in m.functions.iter() {
            for tm in &func.type_md {
                let n = self.md.type_md(m, tm);
                self.global_type_md
                    .entry(GlobalValue::Func(f))
                    .or_default()
                    .push(n);
            }
            if let Some(s) = &func.thinlto_src_module {
                let n = self.md.unique(vec![POp::Str(s.as_str().into())]);
                self.src_module_md.insert(f, n);
            }
        }
        // Metadata arguments of calls.
        for f in m.functions.values() {
            let Some(body) = &f.body else { continue };
            for (_, i) in body.inst_order() {
                body.insts[i].data.visit_operands(|v| {
                    if let Value::Const(c) = v
                        && let ConstData::Metadata(MdRef::Node(n)) = m.consts.get(c)
                    {
                        self.md.arena_node(m, *n);
                    }
                });
            }
        }
        // !nvvm.annotations: globals, then functions.
        let mut anns: Vec<(GlobalValue, &crate::ir::Annotation)> = Vec::new();
        for (g, gv) in m.globals.iter() {
            anns.extend(gv.annotations.iter().map(|a| (GlobalValue::Var(g), a)));
        }
        for (f, func) in m.functions.iter() {
            anns.extend(func.annotations.iter().map(|a| (GlobalValue::Func(f), a)));
        }
        for (gv, a) in anns {
            let value = POp::of_const(m, a.value);
            let n = self
                .md
                .unique(vec![POp::Sym(gv), POp::Str(a.key.clone()), value]);
            self.annotations.push(n);
        }
        for nm in &m.named_md {
            let nodes = nm.nodes.iter().map(|&n| self.md.arena_node(m, n)).collect();
            self.named.push((nm.name.clone(), nodes));
        }
    }

    // ---- module -----------------------------------------------------------------------------

    fn module(&mut self) {
        let m = self.m;
        if let Some(s) = &m.source_filename {
            self.out.push_str("source_filename = \"");
            let _ = write_escaped(&mut self.out, s.as_bytes());
            self.out.push_str("\"\n");
        }
        if let Some(s) = m.data_layout_text() {
            self.out.push_str("target datalayout = \"");
            let _ = write_escaped(&mut self.out, s.as_bytes());
            self.out.push_str("\"\n");
        }
        if let Some(s) = &m.target_triple {
            self.out.push_str("target triple = \"");
            let _ = write_escaped(&mut self.out, s.as_bytes());
            self.out.push_str("\"\n");
        }
        let named_types = used_named_types(m);
        if !named_types.is_empty() {
            self.section_break();
            for (name, ty) in &named_types {
                let _ = write_name(&mut self.out, '%', name);
                self.out.push_str(" = type ");
                let TypeData::Named(id) = m.types.get(*ty) else {
                    continue;
                };
                match &m.types.named_struct(*id).body {
                    None => self.out.push_str("opaque"),
                    Some(b) => {
                        let _ = m
                            .types
                            .write_struct_body(&mut self.out, &b.fields, b.packed);
                    }
                }
                self.out.push('\n');
            }
        }
        let comdats = used_comdats(m);
        if !comdats.is_empty() {
            self.section_break();
            for c in comdats {
                let cd = &m.comdats[c];
                let _ = write_name(&mut self.out, '$', &cd.name);
                let _ = writeln!(self.out, " = comdat {}", cd.kind.name());
            }
        }
        if !m.globals.is_empty() {
            self.section_break();
            for (g, gv) in m.globals.iter() {
                self.global(g, gv);
            }
        }
        self.functions();
        if !self.group_order.is_empty() {
            self.section_break();
            for (n, &set) in self.group_order.iter().enumerate() {
                let _ = write!(self.out, "attributes #{n} = {{ ");
                let _ = m.attrs.write(&mut self.out, &m.types, set);
                self.out.push_str(" }\n");
            }
        }
        if !self.annotations.is_empty() || !self.named.is_empty() {
            self.section_break();
            if !self.annotations.is_empty() {
                self.out.push_str("!nvvm.annotations = !{");
                let list: Vec<String> = self.annotations.iter().map(|n| format!("!{n}")).collect();
                self.out.push_str(&list.join(", "));
                self.out.push_str("}\n");
            }
            for (name, nodes) in std::mem::take(&mut self.named) {
                write_md_name(&mut self.out, &name);
                self.out.push_str(" = !{");
                let list: Vec<String> = nodes.iter().map(|n| format!("!{n}")).collect();
                self.out.push_str(&list.join(", "));
                self.out.push_str("}\n");
            }
        }
        if !self.md.nodes.is_empty() {
            self.section_break();
            let nodes = std::mem::take(&mut self.md.nodes);
            for (n, (distinct, ops)) in nodes.iter().enumerate() {
                let _ = write!(self.out, "!{n} = ");
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.out.push_str("!{");
                for (i, op) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    match op {
                        POp::Null => self.out.push_str("null"),
                        POp::Str(s) => {
                            self.out.push_str("!\"");
                            let _ = write_escaped(&mut self.out, s.as_bytes());
                            self.out.push('"');
                        }
                        POp::Node(k) => {
                            let _ = write!(self.out, "!{k}");
                        }
                        POp::Int(ty, v) => {
                            self.ty(*ty);
                            if *ty == TypeId::I1 {
                                self.out.push_str(if *v != 0 { " true" } else { " false" });
                            } else {
                                let _ = write!(self.out, " {v}");
                            }
                        }
                        POp::Sym(gv) => {
                            let space = m.global_space(*gv);
                            if space.is_generic() {
                                self.out.push_str("ptr ");
                            } else {
                                let _ = write!(self.out, "ptr addrspace({}) ", space.0);
                            }
                            let _ = write_name(&mut self.out, '@', m.global_name(*gv));
                        }
                        POp::Value(c) => self.typed_const(*c),
                    }
                }
                self.out.push_str("}\n");
            }
        }
    }

    /// Every function, in module order. A large module's functions are printed on several
    /// threads, each a copy of this printer (the numbering of attribute groups and metadata is
    /// settled before any function is printed, so every copy prints what this one would), and
    /// the pieces are joined in order.
    fn functions(&mut self) {
        let chunks = self.m.function_chunks(self.threads);
        if chunks.len() < 2 {
            for (fid, f) in chunks.into_iter().flatten() {
                self.section_break();
                self.function(fid, f);
            }
            return;
        }
        let pieces: Vec<String> = std::thread::scope(|scope| {
            let handles: Vec<_> = chunks
                .iter()
                .map(|chunk| {
                    let mut p = Printer {
                        out: String::new(),
                        ..self.clone()
                    };
                    scope.spawn(move || {
                        let insts: usize = chunk
                            .iter()
                            .map(|(_, f)| f.body.as_ref().map_or(0, |b| b.inst_count()))
                            .sum();
                        // A blank line first: the first function needs no break of its own.
                        p.out.reserve(insts * 48 + 1024);
                        p.out.push_str("\n\n");
                        for &(fid, f) in chunk {
                            p.section_break();
                            p.function(fid, f);
                        }
                        p.out
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a printing thread does not panic"))
                .collect()
        });
        for piece in pieces {
            self.section_break();
            self.out.push_str(&piece[2..]);
        }
    }

    fn section_break(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with("\n\n") {
            self.out.push('\n');
        }
    }

    fn linkage_prefix(
        &mut self,
        linkage: Linkage,
        dso_local: bool,
        vis: Visibility,
        declaration: bool,
    ) {
        let name = match linkage {
            Linkage::External if declaration => "",
            l => l.name(),
        };
        if !name.is_empty() {
            self.out.push_str(name);
            self.out.push(' ');
        }
        if dso_local && !linkage.implies_dso_local(vis) {
            self.out.push_str("dso_local ");
        }
        if vis != Visibility::Default {
            self.out.push_str(vis.name());
            self.out.push(' ');
        }
    }

    fn unnamed_addr(&mut self, u: UnnamedAddr) {
        if u != UnnamedAddr::None {
            self.out.push_str(u.name());
            self.out.push(' ');
        }
    }

    fn comdat(&mut self, c: Option<crate::ir::ComdatId>, own: &str) {
        if let Some(c) = c {
            let name = &self.m.comdats[c].name;
            if name == own {
                self.out.push_str("comdat");
            } else {
                self.out.push_str("comdat(");
                let _ = write_name(&mut self.out, '$', name);
                self.out.push(')');
            }
        }
    }

    fn global(&mut self, g: crate::ir::GlobalId, gv: &GlobalVar) {
        let m = self.m;
        let _ = write_name(&mut self.out, '@', &gv.name);
        self.out.push_str(" = ");
        if gv.init.is_none() && gv.linkage == Linkage::External {
            self.out.push_str("external ");
        }
        self.linkage_prefix(gv.linkage, gv.dso_local, gv.visibility, true);
        self.unnamed_addr(gv.unnamed_addr);
        if !gv.space.is_generic() {
            let _ = write!(self.out, "addrspace({}) ", gv.space.0);
        }
        if gv.externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out.push_str(if gv.is_constant {
            "constant "
        } else {
            "global "
        });
        let _ = m.types.write(&mut self.out, gv.value_ty);
        if let Some(init) = gv.init {
            self.out.push(' ');
            self.const_value(init);
        }
        if let Some(s) = &gv.section {
            self.out.push_str(", section \"");
            let _ = write_escaped(&mut self.out, s.as_bytes());
            self.out.push('"');
        }
        if gv.comdat.is_some() {
            self.out.push_str(", ");
            self.comdat(gv.comdat, &gv.name);
        }
        if let Some(a) = gv.align {
            let _ = write!(self.out, ", align {}", a.bytes());
        }
        if let Some(nodes) = self.global_type_md.get(&GlobalValue::Var(g)) {
            for n in nodes.clone() {
                let _ = write!(self.out, ", !type !{n}");
            }
        }
        self.out.push('\n');
    }

    fn function(&mut self, fid: crate::ir::FuncId, f: &Function) {
        let m = self.m;
        let names = LocalNames::new(m, f);
        self.out.push_str(if f.body.is_some() {
            "define "
        } else {
            "declare "
        });
        self.linkage_prefix(f.linkage, f.dso_local, f.visibility, f.body.is_none());
        self.calling_conv(f.cc);
        if !f.ret_attrs.is_empty() {
            let _ = m.attrs.write_inline(&mut self.out, &m.types, f.ret_attrs);
            self.out.push(' ');
        }
        let _ = m.types.write(&mut self.out, f.ret_type(&m.types));
        self.out.push(' ');
        let _ = write_name(&mut self.out, '@', &f.name);
        self.out.push('(');
        let ptys = f.param_types(&m.types);
        for (i, &pty) in ptys.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = m.types.write(&mut self.out, pty);
            let attrs = f.params.get(i).map_or(AttrSetId::EMPTY, |p| p.attrs);
            if !attrs.is_empty() {
                self.out.push(' ');
                let _ = m.attrs.write_inline(&mut self.out, &m.types, attrs);
            }
            if f.body.is_some() {
                self.out.push(' ');
                names.args[i].write(&mut self.out);
            }
        }
        if f.is_vararg(&m.types) {
            self.out
                .push_str(if ptys.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        if f.unnamed_addr != UnnamedAddr::None {
            self.out.push(' ');
            self.out.push_str(f.unnamed_addr.name());
        }
        if let Some(&g) = self.groups.get(&f.attrs) {
            let _ = write!(self.out, " #{g}");
        }
        if let Some(s) = &f.section {
            self.out.push_str(" section \"");
            let _ = write_escaped(&mut self.out, s.as_bytes());
            self.out.push('"');
        }
        if f.comdat.is_some() {
            self.out.push(' ');
            self.comdat(f.comdat, &f.name);
        }
        if let Some(a) = f.align {
            let _ = write!(self.out, " align {}", a.bytes());
        }
        if let Some(nodes) = self.global_type_md.get(&GlobalValue::Func(fid)) {
            for n in nodes.clone() {
                let _ = write!(self.out, " !type !{n}");
            }
        }
        if let Some(n) = self.src_module_md.get(&fid) {
            let _ = write!(self.out, " !thinlto_src_module !{n}");
        }
        let Some(body) = &f.body else {
            self.out.push('\n');
            return;
        };
        self.out.push_str(" {\n");
        for (bi, &b) in body.layout.iter().enumerate() {
            if bi > 0 {
                self.out.push('\n');
            }
            if bi > 0
                || body.blocks[b]
                    .name
                    .as_deref()
                    .is_some_and(|n| !n.is_empty())
            {
                match &names.blocks[b] {
                    LocalName::Named(n) => {
                        if crate::ir::names::is_bare_name(n) {
                            self.out.push_str(n);
                        } else {
                            self.out.push('"');
                            let _ = write_escaped(&mut self.out, n.as_bytes());
                            self.out.push('"');
                        }
                    }
                    LocalName::Num(n) => {
                        let _ = write!(self.out, "{n}");
                    }
                    LocalName::None => {}
                }
                self.out.push_str(":\n");
            }
            for &i in &body.blocks[b].insts {
                self.out.push_str("  ");
                self.inst(f, &names, i);
                self.out.push('\n');
            }
        }
        self.out.push_str("}\n");
    }

    fn calling_conv(&mut self, cc: CallConv) {
        match cc {
            CallConv::C => {}
            CallConv::Fast => self.out.push_str("fastcc "),
            CallConv::Cold => self.out.push_str("coldcc "),
            CallConv::PtxKernel => self.out.push_str("ptx_kernel "),
            CallConv::PtxDevice => self.out.push_str("ptx_device "),
            CallConv::Numbered(n) => {
                let _ = write!(self.out, "cc{n} ");
            }
        }
    }

    // ---- values -----------------------------------------------------------------------------

    fn ty(&mut self, t: TypeId) {
        let _ = self.m.types.write(&mut self.out, t);
    }

    fn typed_const(&mut self, c: ConstId) {
        self.ty(self.m.consts.ty(c));
        self.out.push(' ');
        self.const_value(c);
    }

    fn const_value(&mut self, c: ConstId) {
        let m = self.m;
        match m.consts.get(c) {
            ConstData::Int { ty, bits } => {
                let w = m.types.int_bits(*ty).unwrap_or(64);
                if w == 1 {
                    self.out
                        .push_str(if *bits & 1 == 1 { "true" } else { "false" });
                } else {
                    let _ = write!(self.out, "{}", sign_extend(*bits, w));
                }
            }
            ConstData::Float { ty, bits } => match m.types.get(*ty) {
                TypeData::Half => {
                    let _ = write!(self.out, "0xH{:04X}", bits & 0xffff);
                }
                TypeData::BFloat => {
                    let _ = write!(self.out, "0xR{:04X}", bits & 0xffff);
                }
                _ => self.out.push_str(&format_float(*ty, *bits)),
            },
            ConstData::Null(_) => self.out.push_str("null"),
            ConstData::Zero(_) => self.out.push_str("zeroinitializer"),
            ConstData::Undef(_) => self.out.push_str("undef"),
            ConstData::Poison(_) => self.out.push_str("poison"),
            ConstData::Array { ty, elems } => {
                let elem_is_i8 = m
                    .types
                    .array_parts(*ty)
                    .is_some_and(|(e, _)| e == TypeId::I8);
                let bytes: Option<Vec<u8>> = if elem_is_i8 {
                    elems
                        .iter()
                        .map(|&e| m.consts.as_int(e).map(|b| b as u8))
                        .collect()
                } else {
                    None
                };
                if let Some(bytes) = bytes {
                    self.out.push_str("c\"");
                    let _ = write_escaped(&mut self.out, &bytes);
                    self.out.push('"');
                } else {
                    self.out.push('[');
                    for (i, &e) in elems.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.typed_const(e);
                    }
                    self.out.push(']');
                }
            }
            ConstData::Vector { elems, .. } => {
                self.out.push('<');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_const(e);
                }
                self.out.push('>');
            }
            ConstData::Struct { ty, fields } => {
                let packed = m.types.struct_fields(*ty).is_some_and(|(_, p)| p);
                self.out.push_str(if packed { "<{ " } else { "{ " });
                for (i, &e) in fields.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_const(e);
                }
                self.out.push_str(if packed { " }>" } else { " }" });
            }
            ConstData::Global { gv, .. } => {
                if m.global_exists(*gv) {
                    let _ = write_name(&mut self.out, '@', m.global_name(*gv));
                } else {
                    self.out.push_str("@<removed>");
                }
            }
            ConstData::Expr { ty, expr } => match expr {
                ConstExpr::Cast { op, value } => {
                    let _ = write!(self.out, "{} (", op.name());
                    self.typed_const(*value);
                    self.out.push_str(" to ");
                    self.ty(*ty);
                    self.out.push(')');
                }
                ConstExpr::Gep {
                    source_ty,
                    flags,
                    base,
                    indices,
                } => {
                    self.out.push_str("getelementptr");
                    self.gep_flags(*flags);
                    self.out.push_str(" (");
                    self.ty(*source_ty);
                    self.out.push_str(", ");
                    self.typed_const(*base);
                    for &i in indices.iter() {
                        self.out.push_str(", ");
                        self.typed_const(i);
                    }
                    self.out.push(')');
                }
                ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => {
                    self.out.push_str(op.name());
                    self.int_flags(*flags);
                    self.out.push_str(" (");
                    self.typed_const(*lhs);
                    self.out.push_str(", ");
                    self.typed_const(*rhs);
                    self.out.push(')');
                }
            },
            ConstData::InlineAsm(a) => {
                self.out.push_str("asm ");
                for (on, word) in [
                    (a.side_effect, "sideeffect "),
                    (a.align_stack, "alignstack "),
                    (a.intel_dialect, "inteldialect "),
                    (a.unwind, "unwind "),
                ] {
                    if on {
                        self.out.push_str(word);
                    }
                }
                self.out.push('"');
                let _ = write_escaped(&mut self.out, a.asm.as_bytes());
                self.out.push_str("\", \"");
                let _ = write_escaped(&mut self.out, a.constraints.as_bytes());
                self.out.push('"');
            }
            ConstData::Metadata(r) => match r {
                MdRef::String(s) => {
                    self.out.push_str("!\"");
                    let _ = write_escaped(&mut self.out, s.as_bytes());
                    self.out.push('"');
                }
                MdRef::Node(n) => {
                    let k = self.md.arena.get(n).copied().unwrap_or(usize::MAX);
                    let _ = write!(self.out, "!{k}");
                }
            },
        }
    }

    fn value(&mut self, names: &LocalNames, v: Value) {
        match v {
            Value::Inst(i) => names.insts[i].write(&mut self.out),
            Value::Arg(n) => match names.args.get(n as usize) {
                Some(a) => a.write(&mut self.out),
                None => {
                    let _ = write!(self.out, "%<arg{n}>");
                }
            },
            Value::Const(c) => self.const_value(c),
        }
    }

    fn typed_value(&mut self, f: &Function, names: &LocalNames, v: Value) {
        self.ty(f.value_type(&self.m.types, &self.m.consts, v));
        self.out.push(' ');
        self.value(names, v);
    }

    fn block(&mut self, names: &LocalNames, b: Block) {
        names.blocks[b].write(&mut self.out);
    }

    fn fmf(&mut self, fmf: FastMath) {
        if fmf == FastMath::FAST {
            self.out.push_str(" fast");
            return;
        }
        for (flag, name) in FastMath::NAMES {
            if fmf.contains(*flag) {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    fn int_flags(&mut self, flags: IntFlags) {
        for (flag, name) in IntFlags::NAMES {
            if flags.contains(*flag) {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    fn gep_flags(&mut self, flags: GepFlags) {
        if flags.contains(GepFlags::INBOUNDS) {
            self.out.push_str(" inbounds");
        } else if flags.contains(GepFlags::NUSW) {
            self.out.push_str(" nusw");
        }
        if flags.contains(GepFlags::NUW) {
            self.out.push_str(" nuw");
        }
    }

    fn scope_ordering(
        &mut self,
        scope: &crate::ir::SyncScope,
        ordering: crate::ir::AtomicOrdering,
    ) {
        if let Some(s) = scope {
            self.out.push_str(" syncscope(\"");
            let _ = write_escaped(&mut self.out, s.as_bytes());
            self.out.push_str("\")");
        }
        self.out.push(' ');
        self.out.push_str(ordering.name());
    }
}

fn write_md_name(out: &mut String, name: &str) {
    out.push('!');
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_') {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// The named struct types the module uses, sorted by name.
fn used_named_types(m: &Module) -> BTreeMap<String, TypeId> {
    if m.types.named_structs().next().is_none() {
        return BTreeMap::new();
    }
    let mut c = TypeCollector {
        m,
        seen: HashSet::default(),
        named: BTreeMap::new(),
        consts: HashSet::default(),
    };
    for g in m.globals.values() {
        c.ty(g.value_ty);
        if let Some(i) = g.init {
            c.konst(i);
        }
    }
    for f in m.functions.values() {
        c.ty(f.ty);
        c.attrs(f.ret_attrs);
        c.attrs(f.attrs);
        for p in &f.params {
            c.attrs(p.attrs);
        }
        let Some(body) = &f.body else { continue };
        for (_, i) in body.inst_order() {
            let node = &body.insts[i];
            c.ty(node.ty);
            match &node.data {
                InstData::Alloca { ty, .. } => c.ty(*ty),
                InstData::Gep { source_ty, .. } => c.ty(*source_ty),
                InstData::Call(call) => {
                    c.ty(call.fn_ty);
                    c.attrs(call.ret_attrs);
                    c.attrs(call.fn_attrs);
                    for &a in &call.arg_attrs {
                        c.attrs(a);
                    }
                }
                _ => {}
            }
            node.data.visit_operands(|v| {
                if let Value::Const(k) = v {
                    c.konst(k);
                }
            });
        }
    }
    for node in m.md.values() {
        for op in &node.ops {
            if let MdOperand::Value(k) = op {
                c.konst(*k);
            }
        }
    }
    c.named
}

struct TypeCollector<'m> {
    m: &'m Module,
    seen: HashSet<TypeId>,
    named: BTreeMap<String, TypeId>,
    consts: HashSet<ConstId>,
}

impl TypeCollector<'_> {
    fn ty(&mut self, t: TypeId) {
        if !self.seen.insert(t) {
            return;
        }
        let types = &self.m.types;
        match types.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => self.ty(*elem),
            TypeData::Struct { fields, .. } => {
                for &f in fields.iter() {
                    self.ty(f);
                }
            }
            TypeData::Func { ret, params, .. } => {
                self.ty(*ret);
                for &p in params.iter() {
                    self.ty(p);
                }
            }
            TypeData::Named(id) => {
                let ns = types.named_struct(*id);
                self.named.insert(ns.name.clone(), t);
                if let Some(b) = &ns.body {
                    for &f in &b.fields {
                        self.ty(f);
                    }
                }
            }
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Int(_)
            | TypeData::Float
            | TypeData::Double
            | TypeData::Half
            | TypeData::BFloat
            | TypeData::Ptr(_) => {}
        }
    }

    fn konst(&mut self, c: ConstId) {
        if !self.consts.insert(c) {
            return;
        }
        self.ty(self.m.consts.ty(c));
        if let ConstData::Expr {
            expr: ConstExpr::Gep { source_ty, .. },
            ..
        } = self.m.consts.get(c)
        {
            self.ty(*source_ty);
        }
        let mut kids = Vec::new();
        self.m.consts.visit_children(c, |k| kids.push(k));
        for k in kids {
            self.konst(k);
        }
    }

    fn attrs(&mut self, set: AttrSetId) {
        for a in self.m.attrs.get(set) {
            match a {
                crate::ir::Attribute::ByVal(t)
                | crate::ir::Attribute::ByRef(t)
                | crate::ir::Attribute::SRet(t)
                | crate::ir::Attribute::ElementType(t)
                | crate::ir::Attribute::Range { ty: t, .. } => self.ty(*t),
                _ => {}
            }
        }
    }
}

/// The comdats used by globals and functions, in order of first use.
fn used_comdats(m: &Module) -> Vec<crate::ir::ComdatId> {
    let mut out = Vec::new();
    let uses = m
        .globals
        .values()
        .map(|g| g.comdat)
        .chain(m.functions.values().map(|f| f.comdat));
    for c in uses.flatten() {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_like_llvm() {
        let d = |v: f64| format_float(TypeId::DOUBLE, v.to_bits());
        let f = |v: f32| format_float(TypeId::FLOAT, u64::from(v.to_bits()));
        assert_eq!(d(1.0), "1.000000e+00");
        assert_eq!(d(0.1), "1.000000e-01");
        assert_eq!(d(-0.0), "-0.000000e+00");
        assert_eq!(d(1.5e300), "1.500000e+300");
        assert_eq!(d(123456.789), "0x40FE240C9FBE76C9");
        assert_eq!(f(0.1), "0x3FB99999A0000000");
        assert_eq!(f(2.5), "2.500000e+00");
        assert_eq!(d(f64::INFINITY), "0x7FF0000000000000");
        assert_eq!(
            format_float(TypeId::FLOAT, 0x7FC00000),
            "0x7FF8000000000000"
        );
    }

    #[test]
    fn threads_print_the_same_text() {
        // A module large enough to be printed on several threads, with attribute groups,
        // metadata arguments, names and numbers in its functions.
        let mut text = String::from(
            "target triple = \"nvptx64-nvidia-cuda\"\n\n@g = internal addrspace(1) global i32 0\n\n",
        );
        for i in 0..3000 {
            text.push_str(&format!(
                "define i32 @f{i}(i32 %x, ptr addrspace(1) %p) #0 {{\nentry:\n  %0 = add i32 %x, {i}\n"
            ));
            for k in 1..20 {
                text.push_str(&format!("  %{k} = mul i32 %{}, 3\n", k - 1));
            }
            text.push_str(
                "  %t = call i1 @llvm.type.test(ptr null, metadata !0)\n  store i32 %19, ptr addrspace(1) %p, align 4\n  ret i32 %19\n}\n\n",
            );
        }
        text.push_str(
            "declare i1 @llvm.type.test(ptr, metadata)\n\nattributes #0 = { nounwind }\n\n!0 = !{!\"T\"}\n",
        );
        let m = crate::text::parse_module(&text).unwrap();
        assert!(m.inst_count() > 60_000);
        let one = print_module_threads(&m, 1);
        for n in [2, 3, 8] {
            assert!(
                print_module_threads(&m, n) == one,
                "{n} threads print another text"
            );
        }
        assert!(one.contains("define i32 @f2999(i32 %x, ptr addrspace(1) %p) #0 {"));
    }
}
