//! Instructions to symbols (the outliner's alphabet), and what the rest of the outliner needs
//! to know about each function: its registers and their classes, each statement's register
//! uses and definitions, its basic blocks, and liveness.
//!
//! Contract:
//! - A function is read at the granularity of its top-level statements (a call sequence
//!   `{ ... }` is one statement). Each statement of an eligible function gets a symbol; a
//!   *legal* instruction gets the symbol of its shape: guard, opcode, modifiers, and per
//!   operand its register class (not its name), literal, symbol name or address shape, so two
//!   sequences that differ only in register names map to the same string (the renaming check
//!   in `candidates.rs` decides whether their names correspond). Equal shapes get equal
//!   symbols; different shapes could share one only by a 64-bit hash collision, which the
//!   renaming check (a full comparison of the instructions) catches.
//! - Every other statement gets a symbol of its own, used nowhere else, so no repeat spans it.
//!   They are: labels and branches (`bra`, `brx`) — control flow must stay in its function;
//!   `ret`, `exit`, `trap` — they end the function or the thread, not the outlined call;
//!   `call` and the `{ ... }` call sequences, `ld.param`/`st.param` and anything naming a
//!   parameter — the `.param` ABI belongs to the function that declares it; anything touching
//!   `%SP`, `%SPL` or a `.local` declaration (the `__local_depot` frame) — an outlined `.func`
//!   has a frame of its own; barriers (`bar`, `barrier`), `membar` and `fence` — ptxas treats
//!   a call containing a barrier as divergent-unsafe and orders memory across calls itself,
//!   so they are left where they are; texture, surface and other instructions with handles;
//!   instructions with an operand the outliner cannot classify (an undeclared register, a
//!   symbol that is not a module-level variable or function); declarations between
//!   instructions. A block end (after a branch, `ret`, `exit`, `trap`, or before a label)
//!   also gets a unique symbol.
//! - Functions that are not eligible (see `mod.rs`) are left out of the string.

use rustc_hash::FxHashMap as HashMap;
use std::hash::{Hash, Hasher};

use crate::ptx::{
    AddrBase, Function, Immediate, Instruction, Modifier, Operand, ScalarType, StateSpace,
    Statement,
};

/// A register of a function: its index and class.
pub(crate) type RegId = u32;

/// What one top-level statement of a function is to the outliner.
#[derive(Clone, Debug)]
pub(crate) struct Unit {
    /// The shape's hash for a legal instruction; `None` for anything else.
    pub(crate) shape: Option<u64>,
    /// Where its register lists lie in the function's pool ([`FuncMap::operands`] and
    /// friends): the start, and the lengths of the four lists.
    start: u32,
    lens: [u16; 4],
    /// Whether a block ends after it (a branch, `ret`, `exit`, `trap`).
    pub(crate) ends_block: bool,
    /// Whether a block starts at it (a label).
    pub(crate) starts_block: bool,
    /// The label's name, for a label.
    pub(crate) label: Option<String>,
    /// Branch targets (labels) and whether control can fall through.
    pub(crate) targets: Vec<String>,
    pub(crate) falls_through: bool,
}

/// One function as the outliner sees it.
#[derive(Clone, Debug)]
pub(crate) struct FuncMap {
    /// Register names by index, and their classes (the declared type).
    pub(crate) reg_names: Vec<String>,
    pub(crate) reg_class: Vec<ScalarType>,
    pub(crate) reg_index: HashMap<String, RegId>,
    /// One unit per top-level statement.
    pub(crate) units: Vec<Unit>,
    /// The units' register lists, one after another (one allocation per function).
    pool: Vec<RegId>,
}

/// A unit's four register lists while it is read.
#[derive(Default)]
struct Lists {
    /// For a legal instruction: its declared register operands in order of appearance (the
    /// guard first, repeats kept), what the renaming check and the register pattern read.
    operands: Vec<RegId>,
    /// Registers it reads (the guard included).
    uses: Vec<RegId>,
    /// Registers it writes unconditionally.
    defs: Vec<RegId>,
    /// Registers it writes under its guard (also in `uses`: the old value may stay).
    cond_defs: Vec<RegId>,
}

/// Module-level names an outlined function may refer to.
pub(crate) struct Globals<'a> {
    pub(crate) names: &'a std::collections::HashSet<String>,
}

impl FuncMap {
    /// Reads `f` (which has a body).
    pub(crate) fn new(f: &Function, globals: &Globals<'_>) -> FuncMap {
        let mut m = FuncMap {
            reg_names: Vec::new(),
            reg_class: Vec::new(),
            reg_index: HashMap::default(),
            units: Vec::new(),
            pool: Vec::new(),
        };
        let body = f.body.as_deref().unwrap_or(&[]);
        let mut locals: Vec<String> = Vec::new();
        declare(body, &mut m, &mut locals);
        let mut pool = Vec::new();
        let mut units = Vec::with_capacity(body.len());
        let mut l = Lists::default();
        for s in body {
            l.operands.clear();
            l.uses.clear();
            l.defs.clear();
            l.cond_defs.clear();
            let mut u = m.unit(s, globals, &locals, &mut l);
            u.start = pool.len() as u32;
            for (k, v) in [&l.operands, &l.uses, &l.defs, &l.cond_defs]
                .into_iter()
                .enumerate()
            {
                let n = v.len().min(usize::from(u16::MAX));
                u.lens[k] = n as u16;
                pool.extend_from_slice(&v[..n]);
            }
            units.push(u);
        }
        m.units = units;
        m.pool = pool;
        m
    }

    fn list(&self, k: usize, which: usize) -> &[RegId] {
        let u = &self.units[k];
        let start = u.start as usize
            + u.lens[..which]
                .iter()
                .map(|&n| usize::from(n))
                .sum::<usize>();
        &self.pool[start..start + usize::from(u.lens[which])]
    }

    /// Unit `k`'s register operands in order of appearance (legal instructions only).
    pub(crate) fn operands(&self, k: usize) -> &[RegId] {
        self.list(k, 0)
    }

    /// The registers unit `k` reads.
    pub(crate) fn uses(&self, k: usize) -> &[RegId] {
        self.list(k, 1)
    }

    /// The registers unit `k` writes unconditionally.
    pub(crate) fn defs(&self, k: usize) -> &[RegId] {
        self.list(k, 2)
    }

    /// The registers unit `k` writes under its guard.
    pub(crate) fn cond_defs(&self, k: usize) -> &[RegId] {
        self.list(k, 3)
    }

    fn reg(&self, name: &str) -> Option<RegId> {
        self.reg_index.get(name).copied()
    }

    fn unit(&self, s: &Statement, globals: &Globals<'_>, locals: &[String], l: &mut Lists) -> Unit {
        let mut u = Unit {
            shape: None,
            start: 0,
            lens: [0; 4],
            ends_block: false,
            starts_block: false,
            label: None,
            targets: Vec::new(),
            falls_through: true,
        };
        match s {
            Statement::Label(l) => {
                u.starts_block = true;
                u.label = Some(l.clone());
            }
            Statement::Inst(i) => {
                self.def_use(i, &mut l.uses, &mut l.defs);
                if i.guard.is_some() {
                    let mut ignored = Vec::new();
                    self.def_use_unguarded(i, &mut ignored, &mut l.cond_defs);
                }
                match i.opcode.as_str() {
                    "bra" | "brx" => {
                        u.ends_block = true;
                        u.falls_through = i.guard.is_some();
                        if let Some(Operand::Sym { name, .. }) = i.operands.first() {
                            u.targets.push(name.clone());
                        }
                    }
                    "ret" | "exit" | "trap" => {
                        u.ends_block = true;
                        u.falls_through = i.guard.is_some();
                    }
                    _ => {}
                }
                if !u.ends_block {
                    u.shape = self.shape(i, globals, locals);
                    if u.shape.is_some() {
                        let mut names = Vec::new();
                        registers_in_order(i, &mut names);
                        l.operands.extend(names.iter().filter_map(|n| self.reg(n)));
                    }
                }
            }
            Statement::Block(b) => {
                // A call sequence: its registers, in order (a use after a def inside is not
                // a use of the block).
                let mut defined: Vec<RegId> = Vec::new();
                let mut inner = Vec::new();
                flatten(b, &mut inner);
                for i in inner {
                    let (mut uses, mut defs) = (Vec::new(), Vec::new());
                    self.def_use(i, &mut uses, &mut defs);
                    for r in uses {
                        if !defined.contains(&r) && !l.uses.contains(&r) {
                            l.uses.push(r);
                        }
                    }
                    for r in defs {
                        if !defined.contains(&r) {
                            defined.push(r);
                        }
                    }
                }
                l.defs = defined;
            }
            Statement::Decl(_) | Statement::Prototype(_) | Statement::Pragma(_) => {}
        }
        u
    }

    /// The registers `i` reads and writes. A guarded instruction may leave its destination
    /// as it was: its destinations count as read too, and not as written.
    pub(crate) fn def_use(&self, i: &Instruction, uses: &mut Vec<RegId>, defs: &mut Vec<RegId>) {
        self.def_use_as(i, i.guard.is_some(), uses, defs)
    }

    /// [`FuncMap::def_use`] as if `i` had no guard (what it writes when it runs).
    fn def_use_unguarded(&self, i: &Instruction, uses: &mut Vec<RegId>, defs: &mut Vec<RegId>) {
        self.def_use_as(i, false, uses, defs)
    }

    fn def_use_as(
        &self,
        i: &Instruction,
        guarded: bool,
        uses: &mut Vec<RegId>,
        defs: &mut Vec<RegId>,
    ) {
        let push = |v: &mut Vec<RegId>, name: &str| {
            if let Some(r) = self.reg(name)
                && !v.contains(&r)
            {
                v.push(r);
            }
        };
        if let Some(g) = &i.guard {
            push(uses, &g.reg);
        }
        let no_dest = matches!(
            i.opcode.as_str(),
            "st" | "red"
                | "bar"
                | "barrier"
                | "membar"
                | "fence"
                | "bra"
                | "brx"
                | "ret"
                | "exit"
                | "trap"
                | "call"
                | "prefetch"
                | "prefetchu"
        );
        for (k, o) in i.operands.iter().enumerate() {
            let is_dest = k == 0 && !no_dest;
            visit_regs(o, &mut |name, dest_shape| {
                if is_dest && dest_shape {
                    if guarded {
                        push(uses, name);
                    } else {
                        push(defs, name);
                    }
                } else {
                    push(uses, name);
                }
            });
        }
    }

    /// The shape hash of a legal instruction; `None` when it is illegal.
    fn shape(&self, i: &Instruction, globals: &Globals<'_>, locals: &[String]) -> Option<u64> {
        if illegal_opcode(&i.opcode) {
            return None;
        }
        for m in &i.modifiers {
            if matches!(
                m,
                Modifier::Space(StateSpace::Param | StateSpace::ParamEntry | StateSpace::ParamFunc)
                    | Modifier::Type(
                        ScalarType::TexRef | ScalarType::SamplerRef | ScalarType::SurfRef
                    )
            ) {
                return None;
            }
        }
        let mut h = rustc_hash::FxHasher::default();
        i.guard.as_ref().map(|g| g.negated).hash(&mut h);
        if let Some(g) = &i.guard {
            self.class_of(&g.reg)?.hash(&mut h);
        }
        i.opcode.hash(&mut h);
        for m in &i.modifiers {
            m.to_string().hash(&mut h);
        }
        for o in &i.operands {
            self.hash_operand(o, &mut h, globals, locals)?;
        }
        Some(h.finish())
    }

    fn class_of(&self, name: &str) -> Option<ScalarType> {
        if name == "%SP" || name == "%SPL" {
            return None;
        }
        self.reg(name).map(|r| self.reg_class[r as usize])
    }

    fn hash_operand(
        &self,
        o: &Operand,
        h: &mut rustc_hash::FxHasher,
        globals: &Globals<'_>,
        locals: &[String],
    ) -> Option<()> {
        let sym_ok = |name: &str| globals.names.contains(name) && !locals.iter().any(|l| l == name);
        match o {
            Operand::Reg(r) => {
                0u8.hash(h);
                match self.class_of(r) {
                    Some(c) => c.hash(h),
                    // A special register (`%tid.x`) is its own shape.
                    None if special_register(r) => r.hash(h),
                    None => return None,
                }
            }
            Operand::Not(r) => {
                1u8.hash(h);
                self.class_of(r)?.hash(h);
            }
            Operand::Pair(a, b) => {
                2u8.hash(h);
                self.class_of(a)?.hash(h);
                self.class_of(b)?.hash(h);
            }
            Operand::Imm(i) => {
                3u8.hash(h);
                match i {
                    Immediate::Int(v) => (0u8, *v as u64).hash(h),
                    Immediate::UInt(v) => (1u8, *v).hash(h),
                    Immediate::F32(v) => (2u8, u64::from(*v)).hash(h),
                    Immediate::F64(v) => (3u8, *v).hash(h),
                }
            }
            Operand::Sym { name, offset } => {
                if !sym_ok(name) {
                    return None;
                }
                4u8.hash(h);
                name.hash(h);
                offset.hash(h);
            }
            Operand::Addr(a) => {
                5u8.hash(h);
                match &a.base {
                    AddrBase::Reg(r) => self.class_of(r)?.hash(h),
                    AddrBase::Sym(s) => {
                        if !sym_ok(s) {
                            return None;
                        }
                        s.hash(h);
                    }
                    AddrBase::Absolute => 0u8.hash(h),
                }
                a.offset.hash(h);
            }
            Operand::Vector(v) => {
                6u8.hash(h);
                v.len().hash(h);
                for o in v {
                    self.hash_operand(o, h, globals, locals)?;
                }
            }
            Operand::Sink => 7u8.hash(h),
            Operand::Indexed(_) | Operand::List(_) => return None,
        }
        Some(())
    }
}

/// Opcodes that are never outlined (see the module documentation).
fn illegal_opcode(op: &str) -> bool {
    matches!(
        op,
        "bra"
            | "brx"
            | "ret"
            | "exit"
            | "trap"
            | "call"
            | "bar"
            | "barrier"
            | "membar"
            | "fence"
            | "tex"
            | "tld4"
            | "txq"
            | "suld"
            | "sust"
            | "sured"
            | "suq"
            | "istypep"
            | "pmevent"
            | "brkpt"
            | "nanosleep"
            | "vote"
            | "shfl"
            | "match"
            | "activemask"
            | "redux"
            | "elect"
    )
}

/// Whether `r` names a special register (`%tid.x`, `%laneid`, ...), which reads the same in
/// an outlined `.func` as in its caller.
fn special_register(r: &str) -> bool {
    let base = r.split('.').next().unwrap_or(r);
    matches!(
        base,
        "%tid"
            | "%ntid"
            | "%ctaid"
            | "%nctaid"
            | "%laneid"
            | "%warpid"
            | "%nwarpid"
            | "%smid"
            | "%nsmid"
            | "%gridid"
            | "%clock"
            | "%clock64"
            | "%lanemask_eq"
            | "%lanemask_lt"
            | "%lanemask_le"
            | "%lanemask_gt"
            | "%lanemask_ge"
    )
}

/// Calls `f(name, is_destination_shape)` for every register an operand names. A register or a
/// vector or pair of registers can be a destination; an address's base never is.
fn visit_regs(o: &Operand, f: &mut impl FnMut(&str, bool)) {
    match o {
        Operand::Reg(r) => f(r, true),
        Operand::Not(r) => f(r, false),
        Operand::Pair(a, b) => {
            f(a, true);
            f(b, true);
        }
        Operand::Addr(a) => {
            if let AddrBase::Reg(r) = &a.base {
                f(r, false);
            }
        }
        Operand::Vector(v) | Operand::Indexed(v) | Operand::List(v) => {
            for o in v {
                visit_regs(o, f);
            }
        }
        Operand::Imm(_) | Operand::Sym { .. } | Operand::Sink => {}
    }
}

/// Every register operand of `i`, in order of appearance (the guard first), with repeats.
pub(crate) fn registers_in_order<'a>(i: &'a Instruction, out: &mut Vec<&'a str>) {
    if let Some(g) = &i.guard {
        out.push(&g.reg);
    }
    fn walk<'a>(o: &'a Operand, out: &mut Vec<&'a str>) {
        match o {
            Operand::Reg(r) | Operand::Not(r) => out.push(r),
            Operand::Pair(a, b) => {
                out.push(a);
                out.push(b);
            }
            Operand::Addr(a) => {
                if let AddrBase::Reg(r) = &a.base {
                    out.push(r);
                }
            }
            Operand::Vector(v) | Operand::Indexed(v) | Operand::List(v) => {
                v.iter().for_each(|o| walk(o, out))
            }
            Operand::Imm(_) | Operand::Sym { .. } | Operand::Sink => {}
        }
    }
    for o in &i.operands {
        walk(o, out);
    }
}

fn flatten<'a>(stmts: &'a [Statement], out: &mut Vec<&'a Instruction>) {
    for s in stmts {
        match s {
            Statement::Inst(i) => out.push(i),
            Statement::Block(b) => flatten(b, out),
            _ => {}
        }
    }
}

/// Declares the registers of a body (nested blocks included) and collects its `.local` and
/// `.param` names.
fn declare(stmts: &[Statement], m: &mut FuncMap, locals: &mut Vec<String>) {
    for s in stmts {
        match s {
            Statement::Decl(d) if d.space == StateSpace::Reg => {
                for n in &d.names {
                    let names: Vec<String> = match n.count {
                        Some(c) => (0..c).map(|i| format!("{}{i}", n.name)).collect(),
                        None => vec![n.name.clone()],
                    };
                    for name in names {
                        if !m.reg_index.contains_key(&name) {
                            m.reg_index.insert(name.clone(), m.reg_names.len() as RegId);
                            m.reg_names.push(name);
                            m.reg_class.push(d.ty);
                        }
                    }
                }
            }
            Statement::Decl(d) => locals.extend(d.names.iter().map(|n| n.name.clone())),
            Statement::Block(b) => declare(b, m, locals),
            _ => {}
        }
    }
}

/// A set of registers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct RegSet(Vec<u64>);

impl RegSet {
    pub(crate) fn new(n: usize) -> RegSet {
        RegSet(vec![0; n.div_ceil(64)])
    }
    pub(crate) fn insert(&mut self, r: RegId) {
        self.0[r as usize / 64] |= 1 << (r % 64);
    }
    pub(crate) fn remove(&mut self, r: RegId) {
        self.0[r as usize / 64] &= !(1 << (r % 64));
    }
    pub(crate) fn contains(&self, r: RegId) -> bool {
        self.0[r as usize / 64] >> (r % 64) & 1 == 1
    }
    /// Adds `o`; whether anything changed.
    fn union(&mut self, o: &RegSet) -> bool {
        let mut changed = false;
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            let n = *a | *b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
}

/// A function's basic blocks (`[start, end)` ranges of top-level statements) and the
/// registers live at the end of each, by a backward dataflow over the blocks.
fn block_liveness(m: &FuncMap) -> (Vec<(usize, usize)>, Vec<RegSet>) {
    let n = m.units.len();
    let regs = m.reg_names.len();
    let mut starts = vec![0usize];
    for (k, u) in m.units.iter().enumerate() {
        if u.starts_block && k != 0 && *starts.last().expect("non-empty") != k {
            starts.push(k);
        }
        if u.ends_block && k + 1 < n && *starts.last().expect("non-empty") != k + 1 {
            starts.push(k + 1);
        }
    }
    starts.dedup();
    let blocks: Vec<(usize, usize)> = starts
        .iter()
        .enumerate()
        .map(|(b, &s)| (s, starts.get(b + 1).copied().unwrap_or(n)))
        .collect();
    let mut label_block: HashMap<&str, usize> = HashMap::default();
    for (b, &(s, e)) in blocks.iter().enumerate() {
        for u in &m.units[s..e] {
            if let Some(l) = &u.label {
                label_block.insert(l.as_str(), b);
            }
        }
    }
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .enumerate()
        .map(|(b, &(_, e))| {
            let mut v = Vec::new();
            let u = &m.units[e - 1];
            let falls = if u.ends_block {
                for t in &u.targets {
                    // An unknown target: every block, to be safe.
                    match label_block.get(t.as_str()) {
                        Some(&tb) => v.push(tb),
                        None => v.extend(0..blocks.len()),
                    }
                }
                u.falls_through
            } else {
                true
            };
            if falls && b + 1 < blocks.len() {
                v.push(b + 1);
            }
            v
        })
        .collect();
    // use/def per block.
    let mut gen_ = vec![RegSet::new(regs); blocks.len()];
    let mut kill = vec![RegSet::new(regs); blocks.len()];
    for (b, &(s, e)) in blocks.iter().enumerate() {
        for k in (s..e).rev() {
            for &d in m.defs(k) {
                kill[b].insert(d);
                gen_[b].remove(d);
            }
            for &r in m.uses(k) {
                gen_[b].insert(r);
            }
        }
    }
    let mut live_in = gen_.clone();
    let mut live_out = vec![RegSet::new(regs); blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..blocks.len()).rev() {
            let mut out = RegSet::new(regs);
            for &sb in &succs[b] {
                out.union(&live_in[sb]);
            }
            if out != live_out[b] {
                live_out[b] = out.clone();
            }
            // in = gen ∪ (out − kill)
            let mut inn = out;
            for (w, k) in inn.0.iter_mut().zip(&kill[b].0) {
                *w &= !k;
            }
            inn.union(&gen_[b]);
            if inn != live_in[b] {
                live_in[b] = inn;
                changed = true;
            }
        }
    }
    (blocks, live_out)
}

/// Liveness of one function answered one register at a time, in O(log n): the blocks' live-out
/// sets and, per register, every statement that reads or writes it. A register is live after
/// statement `pos` when the first statement after `pos` in its block that names it reads it
/// (a statement that reads and writes it reads first), or, when none does, when it is live
/// out of the block. What [`live_after`] computes by walking blocks backward, per query.
pub(crate) struct LiveIndex {
    /// Per statement: the end (exclusive) of its block and the block.
    block_end: Vec<u32>,
    block_of: Vec<u32>,
    live_out: Vec<RegSet>,
    /// Per register `r`: `appear[first[r]..first[r + 1]]`, ascending, each
    /// `statement << 1 | reads`.
    first: Vec<u32>,
    appear: Vec<u32>,
}

impl LiveIndex {
    pub(crate) fn new(m: &FuncMap) -> LiveIndex {
        let n = m.units.len();
        let regs = m.reg_names.len();
        let (blocks, live_out) = if n == 0 {
            (Vec::new(), Vec::new())
        } else {
            block_liveness(m)
        };
        let mut block_end = vec![0u32; n];
        let mut block_of = vec![0u32; n];
        for (b, &(s, e)) in blocks.iter().enumerate() {
            block_end[s..e].fill(e as u32);
            block_of[s..e].fill(b as u32);
        }
        // Counting sort of (register, statement << 1 | reads) by register.
        let mut count = vec![0u32; regs + 1];
        for k in 0..n {
            for &r in m.uses(k) {
                count[r as usize + 1] += 1;
            }
            for &r in m.defs(k) {
                if !m.uses(k).contains(&r) {
                    count[r as usize + 1] += 1;
                }
            }
        }
        for r in 0..regs {
            count[r + 1] += count[r];
        }
        let first = count.clone();
        let mut appear = vec![0u32; count[regs] as usize];
        let mut fill = count;
        for k in 0..n {
            for &r in m.uses(k) {
                appear[fill[r as usize] as usize] = (k as u32) << 1 | 1;
                fill[r as usize] += 1;
            }
            for &r in m.defs(k) {
                if !m.uses(k).contains(&r) {
                    appear[fill[r as usize] as usize] = (k as u32) << 1;
                    fill[r as usize] += 1;
                }
            }
        }
        LiveIndex {
            block_end,
            block_of,
            live_out,
            first,
            appear,
        }
    }

    /// Whether register `r` is live after statement `pos`.
    pub(crate) fn live_after(&self, r: RegId, pos: usize) -> bool {
        let r = r as usize;
        let list = &self.appear[self.first[r] as usize..self.first[r + 1] as usize];
        let next = list.partition_point(|&a| (a >> 1) as usize <= pos);
        match list.get(next) {
            Some(&a) if (a >> 1) < self.block_end[pos] => a & 1 == 1,
            _ => self.live_out[self.block_of[pos] as usize].contains(r as RegId),
        }
    }
}

/// Calls `answer(query, live)` with the registers live after statement `pos` for each
/// `(pos, query)` of `at` (top-level statement indices of the function `m` describes), by a
/// backward dataflow over its basic blocks and one backward walk of each block that holds a
/// query (no set is kept per statement). The reference [`LiveIndex`] is tested against.
#[cfg(test)]
pub(crate) fn live_after(
    m: &FuncMap,
    at: &[(usize, usize)],
    mut answer: impl FnMut(usize, &RegSet),
) {
    let n = m.units.len();
    if n == 0 || at.is_empty() {
        return;
    }
    let (blocks, live_out) = block_liveness(m);
    // The queries, by position, last first.
    let mut queries: Vec<(usize, usize)> = at.to_vec();
    queries.sort_unstable_by_key(|q| std::cmp::Reverse(q.0));
    let mut q = 0;
    for b in (0..blocks.len()).rev() {
        let (s, e) = blocks[b];
        while q < queries.len() && queries[q].0 >= e {
            q += 1;
        }
        if q >= queries.len() || queries[q].0 < s {
            continue;
        }
        let mut live = live_out[b].clone();
        for k in (s..e).rev() {
            while q < queries.len() && queries[q].0 == k {
                answer(queries[q].1, &live);
                q += 1;
            }
            for &d in m.defs(k) {
                live.remove(d);
            }
            for &r in m.uses(k) {
                live.insert(r);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every PTX file of the repository's tests and GPU corpus (loops, branches, calls,
    /// guarded writes).
    fn fixtures() -> Vec<(std::path::PathBuf, String)> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut dirs = vec![
            root.join("filetests/outline"),
            root.join("tests/ptx"),
            root.join("tests/ptxas"),
        ];
        if let Ok(rd) = std::fs::read_dir(root.join("../gpu-tests/corpus")) {
            dirs.extend(rd.flatten().map(|e| e.path()));
        }
        let mut out = Vec::new();
        for d in dirs {
            let Ok(rd) = std::fs::read_dir(&d) else {
                continue;
            };
            for e in rd.flatten() {
                let p = e.path();
                if p.extension().is_some_and(|x| x == "ptx")
                    && let Ok(t) = std::fs::read_to_string(&p)
                {
                    out.push((p, t));
                }
            }
        }
        out.sort();
        out
    }

    #[test]
    fn the_live_index_answers_what_the_backward_walk_does() {
        let files = fixtures();
        assert!(files.len() >= 30, "only {} PTX fixtures found", files.len());
        let (mut queries, mut live_seen, mut dead_seen) = (0usize, 0usize, 0usize);
        for (path, text) in &files {
            let Ok(m) = crate::ptx::parse(text) else {
                continue;
            };
            let names: std::collections::HashSet<String> = m
                .items
                .iter()
                .flat_map(|i| match i {
                    crate::ptx::Item::Var(v) => v.names.iter().map(|n| n.name.clone()).collect(),
                    crate::ptx::Item::Function(f) => vec![f.name.clone()],
                })
                .collect();
            let globals = Globals { names: &names };
            for f in m.functions().filter(|f| f.body.is_some()) {
                let map = FuncMap::new(f, &globals);
                let index = LiveIndex::new(&map);
                let at: Vec<(usize, usize)> = (0..map.units.len()).map(|k| (k, k)).collect();
                live_after(&map, &at, |pos, live| {
                    for r in 0..map.reg_names.len() as RegId {
                        let want = live.contains(r);
                        assert_eq!(
                            index.live_after(r, pos),
                            want,
                            "{}: @{} register {} after statement {pos}",
                            path.display(),
                            f.name,
                            map.reg_names[r as usize]
                        );
                        queries += 1;
                        if want {
                            live_seen += 1;
                        } else {
                            dead_seen += 1;
                        }
                    }
                });
            }
        }
        assert!(queries > 10_000 && live_seen > 1_000 && dead_seen > 1_000);
    }
}
