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
//!   symbols and different shapes different ones ([`Alphabet`]: a hash finds the candidate
//!   symbols, a comparison with each one's first instruction decides). A function is read on
//!   its own ([`FuncMap::unshaped`], so functions are read in parallel) with an alphabet of
//!   its own; the module's symbols translate each function's ([`Alphabet::translate_by_hash`]
//!   then [`Alphabet::agrees`], or [`Alphabet::translate`]), in function order.
//! - Every other statement gets a symbol of its own, used nowhere else, so no repeat spans it.
//!   They are: labels and branches (`bra`, `brx`) — control flow must stay in its function;
//!   `ret`, `exit`, `trap` — they end the function or the thread, not the outlined call;
//!   `call` and the `{ ... }` call sequences, `ld.param`/`st.param` and anything naming a
//!   parameter — the `.param` ABI belongs to the function that declares it; anything touching
//!   `%SP`, `%SPL` or a `.local` declaration (the `__local_depot` frame), and `alloca`,
//!   `stacksave`, `stackrestore` — an outlined `.func` has a frame of its own, and releases
//!   what it allocates when it returns; barriers (`bar`, `barrier`), `membar` and `fence` — ptxas treats
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
    AddrBase, Function, Immediate, Instruction, Modifier, Name, Operand, ScalarType, StateSpace,
    Statement,
};

/// A register of a function: its index and class.
pub(crate) type RegId = u32;

/// What one top-level statement of a function is to the outliner.
#[derive(Clone, Debug)]
pub(crate) struct Unit {
    /// For a legal instruction, its shape's symbol in the function's own alphabet
    /// ([`FuncMap::unshaped`]; the module's symbol string translates it); `None` for
    /// anything else.
    pub(crate) shape: Option<u32>,
    /// Where its register lists lie in the function's pool ([`FuncMap::operands`] and
    /// friends): the start, and the lengths of the four lists.
    start: u32,
    lens: [u16; 3],
    /// For a label, its name's index in [`FuncMap::labels`]; else [`NONE`].
    label: u32,
    /// For a branch, its targets' index in [`FuncMap::targets`]; else [`NONE`].
    branch: u32,
    /// Whether a block ends after it (a branch, `ret`, `exit`, `trap`).
    pub(crate) ends_block: bool,
    /// Whether a block starts at it (a label).
    pub(crate) starts_block: bool,
    /// Whether control can fall through it.
    pub(crate) falls_through: bool,
}

/// No label or branch targets.
const NONE: u32 = u32::MAX;

/// A function's registers: ids in declaration order (a name declared twice keeps its first
/// id). A `%p<N>` declaration is a range of ids read off the name without a table, when no
/// two declarations can name one register; otherwise every name is in the table.
#[derive(Clone, Debug, Default)]
struct Registers {
    /// `(prefix, first id, count)` of each `%p<N>` declaration.
    ranges: Vec<(String, RegId, u32)>,
    /// The other names and their ids.
    index: HashMap<String, RegId>,
    /// The other names by id, ascending.
    singles: Vec<(RegId, String)>,
    /// Registers in all.
    count: u32,
}

impl Registers {
    /// `%p<N>`'s register `name`, if the range declares it: `prefix` then the index in
    /// canonical decimal (no leading zero).
    #[inline]
    fn in_range(name: &str, prefix: &str, count: u32) -> Option<u32> {
        // A byte loop: prefixes are a few bytes, and a call to `memcmp` costs more.
        let (n, p) = (name.as_bytes(), prefix.as_bytes());
        if n.len() <= p.len() || !n.iter().zip(p).all(|(a, b)| a == b) {
            return None;
        }
        let b = &n[p.len()..];
        if b.is_empty() || b.len() > 10 || (b[0] == b'0' && b.len() > 1) {
            return None;
        }
        let mut v = 0u64;
        for &c in b {
            if !c.is_ascii_digit() {
                return None;
            }
            v = v * 10 + u64::from(c - b'0');
        }
        (v < u64::from(count)).then_some(v as u32)
    }

    fn get(&self, name: &str) -> Option<RegId> {
        for (prefix, base, count) in &self.ranges {
            if let Some(v) = Registers::in_range(name, prefix, *count) {
                return Some(base + v);
            }
        }
        self.index.get(name).copied()
    }

    fn add_single(&mut self, name: String) -> bool {
        if self.get(&name).is_some() {
            return false;
        }
        self.index.insert(name.clone(), self.count);
        self.singles.push((self.count, name));
        self.count += 1;
        true
    }

    fn name(&self, r: RegId) -> Name {
        let k = self.ranges.partition_point(|&(_, base, _)| base <= r);
        if k > 0 {
            let (prefix, base, count) = &self.ranges[k - 1];
            if r - base < *count {
                let mut name = Name::from(prefix.as_str());
                name.push_str(&compact_str::ToCompactString::to_compact_string(
                    &(r - base),
                ));
                return name;
            }
        }
        match self.singles.binary_search_by_key(&r, |(id, _)| *id) {
            Ok(i) => self.singles[i].1.as_str().into(),
            Err(_) => compact_str::format_compact!("%<register {r}>"),
        }
    }
}

/// One function as the outliner sees it.
#[derive(Clone, Debug)]
pub(crate) struct FuncMap {
    /// Register names by id.
    regs: Registers,
    /// Each register's class (the declared type).
    pub(crate) reg_class: Vec<ScalarType>,
    /// One unit per top-level statement.
    pub(crate) units: Vec<Unit>,
    /// The units' register lists, one after another (one allocation per function).
    pool: Vec<RegId>,
    /// Every unit's register operands ([`FuncMap::operands`]) one after another: the
    /// function's *slots*; unit `k`'s are `slot_start[k]..slot_start[k + 1]`.
    pub(crate) slots: Vec<RegId>,
    pub(crate) slot_start: Vec<u32>,
    /// Per slot, how many slots back the same register was last an operand (0: never in
    /// this function). An occurrence's register pattern is these distances, those that reach
    /// before its first slot read as 0 (Baker's prev encoding of a parameterized string):
    /// two occurrences have equal patterns exactly when their registers correspond one to
    /// one, slot for slot.
    pub(crate) prev: Vec<u32>,
    /// Label names ([`Unit`]'s `label`), and branch targets (its `branch`).
    labels: Vec<String>,
    targets: Vec<Vec<String>>,
    /// Whether each slot's register is live after its statement (built with the map, on the
    /// thread that reads the function).
    pub(crate) live: SlotLiveness,
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
    /// Every register name of the instruction in order of appearance
    /// ([`registers_in_order`]), resolved once: the id of a declared one, `None` otherwise.
    ids: Vec<Option<RegId>>,
    /// A legal instruction's shape hash.
    hash: Option<u64>,
}

/// Module-level names an outlined function may refer to.
pub(crate) struct Globals<'a> {
    pub(crate) names: &'a std::collections::HashSet<String>,
}

/// The symbols of instruction shapes, exact: equal shapes get one symbol and different shapes
/// different ones. A shape's 64-bit hash finds the candidates; the instruction is compared
/// with the first of each (its representative), so a hash collision costs a comparison,
/// never a wrong symbol.
#[derive(Default)]
pub(crate) struct Alphabet<'a> {
    /// The first symbol of each hash.
    by_hash: HashMap<u64, u32>,
    /// Per symbol: its representative instruction, where the classes of its register
    /// operands lie in `classes` (start, end), and the next symbol of the same hash
    /// (`u32::MAX`: none).
    reps: Vec<(&'a Instruction, u32, u32, u32)>,
    classes: Vec<ScalarType>,
    /// Per symbol, its shape's hash.
    hashes: Vec<u64>,
}

impl<'a> Alphabet<'a> {
    /// The symbol of `i`, whose shape hashes to `h` and whose register operands, in order,
    /// have `classes`.
    fn intern(&mut self, h: u64, i: &'a Instruction, classes: &[ScalarType]) -> u32 {
        let next = self.reps.len() as u32;
        let mut at = match self.by_hash.get(&h) {
            Some(&s) => s,
            None => {
                self.by_hash.insert(h, next);
                self.push(h, i, classes);
                return next;
            }
        };
        loop {
            let (rep, a, b, link) = self.reps[at as usize];
            if &self.classes[a as usize..b as usize] == classes && same_shape(rep, i) {
                return at;
            }
            if link == u32::MAX {
                break;
            }
            at = link;
        }
        self.reps[at as usize].3 = next;
        self.push(h, i, classes);
        next
    }

    /// The symbol `global` gives each symbol of `self`, in order (so in the order of their
    /// first appearances): exact, comparing each shape with the representatives of its hash.
    pub(crate) fn translate(&self, global: &mut Alphabet<'a>) -> Vec<u32> {
        self.reps
            .iter()
            .zip(&self.hashes)
            .map(|(&(i, a, b, _), &h)| global.intern(h, i, &self.classes[a as usize..b as usize]))
            .collect()
    }

    /// [`Alphabet::translate`] trusting the hash: a shape takes the first symbol of its hash
    /// in `global`, or a new one. What it gives is [`Alphabet::translate`]'s exactly when
    /// every shape agrees with the symbol it was given ([`Alphabet::agrees`], checked after,
    /// in parallel); a 64-bit collision between two shapes is what would break that.
    pub(crate) fn translate_by_hash(&self, global: &mut Alphabet<'a>) -> Vec<u32> {
        self.reps
            .iter()
            .zip(&self.hashes)
            .map(|(&(i, a, b, _), &h)| {
                let next = global.reps.len() as u32;
                let s = *global.by_hash.entry(h).or_insert(next);
                if s == next {
                    global.push(h, i, &self.classes[a as usize..b as usize]);
                }
                s
            })
            .collect()
    }

    /// Whether each shape of `self` is the shape of the symbol `table` gives it in `global`
    /// (the same classes, and [`same_shape`] as its representative).
    pub(crate) fn agrees(&self, global: &Alphabet<'_>, table: &[u32]) -> bool {
        self.reps.iter().zip(table).all(|(&(i, a, b, _), &g)| {
            let (rep, ga, gb, _) = global.reps[g as usize];
            self.classes[a as usize..b as usize] == global.classes[ga as usize..gb as usize]
                && same_shape(rep, i)
        })
    }

    /// Symbols given.
    pub(crate) fn len(&self) -> usize {
        self.reps.len()
    }

    fn push(&mut self, h: u64, i: &'a Instruction, classes: &[ScalarType]) {
        self.hashes.push(h);
        let a = self.classes.len() as u32;
        self.classes.extend_from_slice(classes);
        self.reps.push((i, a, self.classes.len() as u32, u32::MAX));
    }
}

/// Whether `x` and `y` have one shape, given that their declared registers have the same
/// classes in order: the same instruction but for the names of declared registers.
fn same_shape(x: &Instruction, y: &Instruction) -> bool {
    fn reg(p: &str, q: &str) -> bool {
        p == q || !(special_register(p) || special_register(q))
    }
    fn operand(x: &Operand, y: &Operand) -> bool {
        match (x, y) {
            (Operand::Reg(a), Operand::Reg(b)) | (Operand::Not(a), Operand::Not(b)) => reg(a, b),
            (Operand::Pair(a, c), Operand::Pair(b, d)) => reg(a, b) && reg(c, d),
            (Operand::Imm(a), Operand::Imm(b)) => a == b,
            (
                Operand::Sym { name, offset },
                Operand::Sym {
                    name: n2,
                    offset: o2,
                },
            ) => name == n2 && offset == o2,
            (Operand::Addr(a), Operand::Addr(b)) => {
                a.offset == b.offset
                    && match (&a.base, &b.base) {
                        (AddrBase::Reg(p), AddrBase::Reg(q)) => reg(p, q),
                        (AddrBase::Sym(p), AddrBase::Sym(q)) => p == q,
                        (AddrBase::Absolute, AddrBase::Absolute) => true,
                        (AddrBase::Reg(_) | AddrBase::Sym(_) | AddrBase::Absolute, _) => false,
                    }
            }
            (Operand::Indexed(a), Operand::Indexed(b))
            | (Operand::Vector(a), Operand::Vector(b))
            | (Operand::List(a), Operand::List(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(p, q)| operand(p, q))
            }
            (Operand::Sink, Operand::Sink) => true,
            (
                Operand::Reg(_)
                | Operand::Not(_)
                | Operand::Pair(..)
                | Operand::Imm(_)
                | Operand::Sym { .. }
                | Operand::Addr(_)
                | Operand::Indexed(_)
                | Operand::Vector(_)
                | Operand::List(_)
                | Operand::Sink,
                _,
            ) => false,
        }
    }
    let guards = match (&x.guard, &y.guard) {
        (None, None) => true,
        (Some(p), Some(q)) => p.negated == q.negated && reg(&p.reg, &q.reg),
        (None, Some(_)) | (Some(_), None) => false,
    };
    guards
        && x.opcode == y.opcode
        && x.modifiers == y.modifiers
        && x.operands.len() == y.operands.len()
        && x.operands
            .iter()
            .zip(&y.operands)
            .all(|(p, q)| operand(p, q))
}

impl FuncMap {
    /// Reads `f` (which has a body), giving its instructions' shapes symbols from `alphabet`.
    #[cfg(test)]
    pub(crate) fn new<'a>(
        f: &'a Function,
        globals: &Globals<'_>,
        alphabet: &mut Alphabet<'a>,
    ) -> FuncMap {
        let (mut m, local) = FuncMap::unshaped(f, globals);
        m.rename_shapes(&local.translate(alphabet));
        m
    }

    /// Gives the legal instructions the module's symbols (for tests, which read one function
    /// at a time; the outliner translates them as it makes the symbol string): `table` is what the module's
    /// alphabet gives each symbol of the function's own ([`FuncMap::unshaped`],
    /// [`Alphabet::translate`]). The module's symbols depend on the order functions are
    /// translated in, never on how their maps were made (in parallel or not).
    #[cfg(test)]
    pub(crate) fn rename_shapes(&mut self, table: &[u32]) {
        for u in &mut self.units {
            if let Some(s) = &mut u.shape {
                *s = table[*s as usize];
            }
        }
    }

    /// Reads `f` (which has a body), giving its legal instructions the symbols of a local
    /// alphabet (returned) until [`FuncMap::rename_shapes`] gives them the module's. Needs
    /// nothing shared but `globals`, so functions are read in parallel.
    pub(crate) fn unshaped<'a>(f: &'a Function, globals: &Globals<'_>) -> (FuncMap, Alphabet<'a>) {
        let mut m = FuncMap {
            regs: Registers::default(),
            reg_class: Vec::new(),
            units: Vec::new(),
            pool: Vec::new(),
            slots: Vec::new(),
            slot_start: Vec::new(),
            prev: Vec::new(),
            labels: Vec::new(),
            targets: Vec::new(),
            live: SlotLiveness(Vec::new()),
        };
        let mut local = Alphabet::default();
        let mut classes: Vec<ScalarType> = Vec::new();
        let body = f.body.as_deref().unwrap_or(&[]);
        let mut locals: Vec<String> = Vec::new();
        declare(body, &mut m, &mut locals);
        // Room for about three registers a statement in each list, so that the lists seldom
        // grow (a copy and fresh pages each time).
        let mut pool = Vec::with_capacity(body.len() * 3);
        m.slots.reserve(body.len() * 3);
        m.slot_start.reserve(body.len() + 1);
        let mut units = Vec::with_capacity(body.len());
        let mut l = Lists::default();
        for s in body {
            l.operands.clear();
            l.uses.clear();
            l.defs.clear();
            l.cond_defs.clear();
            let mut u = m.unit(s, globals, &locals, &mut l);
            if let (Some(h), Statement::Inst(i)) = (l.hash.take(), s) {
                classes.clear();
                classes.extend(l.operands.iter().map(|&r| m.reg_class[r as usize]));
                u.shape = Some(local.intern(h, i, &classes));
            }
            if let Statement::Label(name) = s {
                u.label = m.labels.len() as u32;
                m.labels.push(name.clone());
            }
            if let Statement::Inst(i) = s
                && matches!(i.opcode.as_str(), "bra" | "brx")
            {
                u.branch = m.targets.len() as u32;
                m.targets.push(match i.operands.first() {
                    Some(Operand::Sym { name, .. }) => vec![name.to_string()],
                    _ => Vec::new(),
                });
            }
            u.start = pool.len() as u32;
            m.slot_start.push(m.slots.len() as u32);
            m.slots
                .extend_from_slice(&l.operands[..l.operands.len().min(usize::from(u16::MAX))]);
            for (k, v) in [&l.uses, &l.defs, &l.cond_defs].into_iter().enumerate() {
                let n = v.len().min(usize::from(u16::MAX));
                u.lens[k] = n as u16;
                pool.extend_from_slice(&v[..n]);
            }
            units.push(u);
        }
        m.slot_start.push(m.slots.len() as u32);
        m.units = units;
        m.pool = pool;
        let mut last = vec![u32::MAX; m.reg_count()];
        m.prev = m
            .slots
            .iter()
            .enumerate()
            .map(|(q, &r)| {
                let l = std::mem::replace(&mut last[r as usize], q as u32);
                if l == u32::MAX { 0 } else { q as u32 - l }
            })
            .collect();
        m.live = SlotLiveness::new(&m);
        (m, local)
    }

    /// The register pattern of the `n` slots from slot `a` (see [`FuncMap::pattern_of`]).
    #[inline]
    pub(crate) fn pattern_at(&self, a: usize, n: usize) -> impl Iterator<Item = u32> + '_ {
        self.prev[a..a + n]
            .iter()
            .enumerate()
            .map(|(i, &v)| if v as usize > i { 0 } else { v })
    }

    /// The register pattern of `len` units from `start`, clamped prev distances, calling
    /// in slot order (see [`FuncMap::prev`]).
    #[inline]
    pub(crate) fn pattern_of(&self, start: usize, len: usize) -> impl Iterator<Item = u32> + '_ {
        let a = self.slot_start[start] as usize;
        self.pattern_at(a, self.slot_start[start + len] as usize - a)
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

    /// Unit `k`'s register operands in order of appearance (legal instructions only): its
    /// slots.
    pub(crate) fn operands(&self, k: usize) -> &[RegId] {
        &self.slots[self.slot_start[k] as usize..self.slot_start[k + 1] as usize]
    }

    /// The registers unit `k` reads.
    pub(crate) fn uses(&self, k: usize) -> &[RegId] {
        self.list(k, 0)
    }

    /// The registers unit `k` writes unconditionally.
    pub(crate) fn defs(&self, k: usize) -> &[RegId] {
        self.list(k, 1)
    }

    /// The registers unit `k` writes under its guard.
    pub(crate) fn cond_defs(&self, k: usize) -> &[RegId] {
        self.list(k, 2)
    }

    fn reg(&self, name: &str) -> Option<RegId> {
        self.regs.get(name)
    }

    /// Registers in all.
    pub(crate) fn reg_count(&self) -> usize {
        self.regs.count as usize
    }

    /// Register `r`'s name.
    pub(crate) fn reg_name(&self, r: RegId) -> Name {
        self.regs.name(r)
    }

    /// Unit `k`'s label, for a label.
    pub(crate) fn label(&self, k: usize) -> Option<&str> {
        let i = self.units[k].label;
        (i != NONE).then(|| self.labels[i as usize].as_str())
    }

    /// Unit `k`'s branch targets (none unless a branch).
    pub(crate) fn targets(&self, k: usize) -> &[String] {
        let i = self.units[k].branch;
        if i == NONE {
            &[]
        } else {
            &self.targets[i as usize]
        }
    }

    fn unit(&self, s: &Statement, globals: &Globals<'_>, locals: &[String], l: &mut Lists) -> Unit {
        let mut u = Unit {
            shape: None,
            start: 0,
            lens: [0; 3],
            label: NONE,
            branch: NONE,
            ends_block: false,
            starts_block: false,
            falls_through: true,
        };
        match s {
            Statement::Label(_) => {
                u.starts_block = true;
            }
            Statement::Inst(i) => {
                l.ids.clear();
                registers_in_order(i, &mut |n| l.ids.push(self.reg(n)));
                def_use_of(i, &l.ids, i.guard.is_some(), &mut l.uses, &mut l.defs);
                if i.guard.is_some() {
                    let mut ignored = Vec::new();
                    def_use_of(i, &l.ids, false, &mut ignored, &mut l.cond_defs);
                }
                match i.opcode.as_str() {
                    "bra" | "brx" => {
                        u.ends_block = true;
                        u.falls_through = i.guard.is_some();
                    }
                    "ret" | "exit" | "trap" => {
                        u.ends_block = true;
                        u.falls_through = i.guard.is_some();
                    }
                    _ => {}
                }
                if !u.ends_block {
                    l.hash = self.shape(i, &l.ids, globals, locals);
                    if l.hash.is_some() {
                        l.operands.extend(l.ids.iter().flatten());
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
        let mut ids = Vec::new();
        registers_in_order(i, &mut |n| ids.push(self.reg(n)));
        def_use_of(i, &ids, i.guard.is_some(), uses, defs)
    }

    /// The shape hash of a legal instruction; `None` when it is illegal.
    fn shape(
        &self,
        i: &Instruction,
        ids: &[Option<RegId>],
        globals: &Globals<'_>,
        locals: &[String],
    ) -> Option<u64> {
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
        let mut ids = ids.iter();
        i.guard.as_ref().map(|g| g.negated).hash(&mut h);
        if let Some(g) = &i.guard {
            self.class_of(&g.reg, &mut ids)?.hash(&mut h);
        }
        i.opcode.hash(&mut h);
        i.modifiers.hash(&mut h);
        for o in &i.operands {
            self.hash_operand(o, &mut ids, &mut h, globals, locals)?;
        }
        Some(h.finish())
    }

    /// The class of register `name`, the next of the instruction's resolved names (`ids`);
    /// `None` for an undeclared name and for the stack pointers.
    #[inline]
    fn class_of(
        &self,
        name: &str,
        ids: &mut std::slice::Iter<'_, Option<RegId>>,
    ) -> Option<ScalarType> {
        let id = ids.next().copied().flatten();
        if name == "%SP" || name == "%SPL" {
            return None;
        }
        id.map(|r| self.reg_class[r as usize])
    }

    fn hash_operand(
        &self,
        o: &Operand,
        ids: &mut std::slice::Iter<'_, Option<RegId>>,
        h: &mut rustc_hash::FxHasher,
        globals: &Globals<'_>,
        locals: &[String],
    ) -> Option<()> {
        let sym_ok = |name: &str| globals.names.contains(name) && !locals.iter().any(|l| l == name);
        match o {
            Operand::Reg(r) => {
                0u8.hash(h);
                match self.class_of(r, ids) {
                    Some(c) => c.hash(h),
                    // A special register (`%tid.x`) is its own shape.
                    None if special_register(r) => r.hash(h),
                    None => return None,
                }
            }
            Operand::Not(r) => {
                1u8.hash(h);
                self.class_of(r, ids)?.hash(h);
            }
            Operand::Pair(a, b) => {
                2u8.hash(h);
                self.class_of(a, ids)?.hash(h);
                self.class_of(b, ids)?.hash(h);
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
                    AddrBase::Reg(r) => self.class_of(r, ids)?.hash(h),
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
                    self.hash_operand(o, ids, h, globals, locals)?;
                }
            }
            Operand::Sink => 7u8.hash(h),
            Operand::Indexed(_) | Operand::List(_) => return None,
        }
        Some(())
    }
}

/// The registers `i` reads and writes, given its register names resolved in order of
/// appearance (`ids`, [`registers_in_order`]'s order, which is [`visit_regs`]'s with the
/// guard first). With `guarded`, its destinations may keep their values: they count as read,
/// and not as written.
fn def_use_of(
    i: &Instruction,
    ids: &[Option<RegId>],
    guarded: bool,
    uses: &mut Vec<RegId>,
    defs: &mut Vec<RegId>,
) {
    let push = |v: &mut Vec<RegId>, r: Option<RegId>| {
        if let Some(r) = r
            && !v.contains(&r)
        {
            v.push(r);
        }
    };
    let mut ids = ids.iter().copied();
    if i.guard.is_some() {
        push(uses, ids.next().flatten());
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
        visit_regs(o, &mut |_, dest_shape| {
            let r = ids.next().flatten();
            if is_dest && dest_shape && !guarded {
                push(defs, r);
            } else {
                push(uses, r);
            }
        });
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
            | "alloca"
            | "stacksave"
            | "stackrestore"
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
pub(crate) fn special_register(r: &str) -> bool {
    // Quick rejection of the common declared names (`%r`, `%rd`, `%f`, `%p`, ...).
    if !matches!(
        r.as_bytes().get(1),
        Some(b't' | b'n' | b'c' | b'l' | b'w' | b's' | b'g')
    ) {
        return false;
    }
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

/// Calls `out` with every register operand of `i`, in order of appearance (the guard first),
/// with repeats.
pub(crate) fn registers_in_order(i: &Instruction, out: &mut impl FnMut(&str)) {
    if let Some(g) = &i.guard {
        out(&g.reg);
    }
    fn walk(o: &Operand, out: &mut impl FnMut(&str)) {
        match o {
            Operand::Reg(r) | Operand::Not(r) => out(r),
            Operand::Pair(a, b) => {
                out(a);
                out(b);
            }
            Operand::Addr(a) => {
                if let AddrBase::Reg(r) = &a.base {
                    out(r);
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
    // The declarations in order: (name or prefix, count, class).
    let mut decls: Vec<(&str, Option<u32>, ScalarType)> = Vec::new();
    fn collect<'a>(
        stmts: &'a [Statement],
        decls: &mut Vec<(&'a str, Option<u32>, ScalarType)>,
        locals: &mut Vec<String>,
    ) {
        for s in stmts {
            match s {
                Statement::Decl(d) if d.space == StateSpace::Reg => {
                    for n in &d.names {
                        decls.push((&n.name, n.count, d.ty));
                    }
                }
                Statement::Decl(d) => locals.extend(d.names.iter().map(|n| n.name.clone())),
                Statement::Block(b) => collect(b, decls, locals),
                _ => {}
            }
        }
    }
    collect(stmts, &mut decls, locals);
    // Ranges read off the name unless two declarations could name one register.
    let ranges: Vec<(&str, u32)> = decls
        .iter()
        .filter_map(|&(n, c, _)| c.map(|c| (n, c)))
        .collect();
    let clash = ranges.iter().enumerate().any(|(i, &(p, _))| {
        ranges.iter().enumerate().any(|(j, &(q, _))| {
            i != j
                && q.strip_prefix(p)
                    .is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()))
        })
    }) || decls.iter().any(|&(n, c, _)| {
        c.is_none()
            && ranges
                .iter()
                .any(|&(p, count)| Registers::in_range(n, p, count).is_some())
    });
    let regs = &mut m.regs;
    for &(name, count, ty) in &decls {
        match count {
            Some(c) if !clash => {
                regs.ranges.push((name.to_owned(), regs.count, c));
                regs.count += c;
                m.reg_class.extend(std::iter::repeat_n(ty, c as usize));
            }
            Some(c) => {
                for i in 0..c {
                    if regs.add_single(format!("{name}{i}")) {
                        m.reg_class.push(ty);
                    }
                }
            }
            None => {
                if regs.add_single(name.to_owned()) {
                    m.reg_class.push(ty);
                }
            }
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
    let regs = m.reg_count();
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
        for k in s..e {
            if let Some(l) = m.label(k) {
                label_block.insert(l, b);
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
                for t in m.targets(e - 1) {
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

/// Liveness of one function after each slot: bit `q` says whether slot `q`'s register is
/// live after the statement the slot belongs to; one backward walk of each block from the
/// blocks' live-out sets.
#[derive(Clone, Debug)]
pub(crate) struct SlotLiveness(Vec<u64>);

impl SlotLiveness {
    pub(crate) fn new(m: &FuncMap) -> SlotLiveness {
        let mut bits = vec![0u64; m.slots.len().div_ceil(64)];
        if m.units.is_empty() {
            return SlotLiveness(bits);
        }
        let (blocks, live_out) = block_liveness(m);
        for (b, &(s, e)) in blocks.iter().enumerate() {
            let mut live = live_out[b].clone();
            for k in (s..e).rev() {
                for q in m.slot_start[k] as usize..m.slot_start[k + 1] as usize {
                    if live.contains(m.slots[q]) {
                        bits[q / 64] |= 1 << (q % 64);
                    }
                }
                for &d in m.defs(k) {
                    live.remove(d);
                }
                for &r in m.uses(k) {
                    live.insert(r);
                }
            }
        }
        SlotLiveness(bits)
    }

    /// Whether slot `q`'s register is live after its statement.
    pub(crate) fn live_after(&self, q: usize) -> bool {
        self.0[q / 64] >> (q % 64) & 1 == 1
    }
}

/// Liveness of one function answered one register at a time, in O(log n): the blocks' live-out
/// sets and, per register, every statement that reads or writes it. A register is live after
/// statement `pos` when the first statement after `pos` in its block that names it reads it
/// (a statement that reads and writes it reads first), or, when none does, when it is live
/// out of the block. What [`live_after`] computes by walking blocks backward, per query. (A
/// second reference for [`SlotLiveness`] in the tests.)
#[cfg(test)]
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

#[cfg(test)]
impl LiveIndex {
    pub(crate) fn new(m: &FuncMap) -> LiveIndex {
        let n = m.units.len();
        let regs = m.reg_count();
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

    /// Two functions' alphabets whose different shapes share a hash (a forged collision):
    /// trusting the hash merges them, [`Alphabet::agrees`] says so, and the exact translation
    /// keeps them apart; shapes that agree translate the same both ways.
    #[test]
    fn a_hash_collision_is_caught_and_translated_exactly() {
        let m = crate::ptx::parse(
            ".version 7.8\n.target sm_80\n.address_size 64\n\
             .func f()\n{\n.reg .b32 %r<4>;\nadd.s32 %r1, %r2, 1;\nmul.lo.s32 %r1, %r2, 3;\nret;\n}\n",
        )
        .expect("parses");
        let f = m.functions().next().expect("a function");
        let insts = f.instructions();
        let (add, mul) = (insts[0], insts[1]);
        let classes = [ScalarType::B32, ScalarType::B32];
        let (mut a, mut b) = (Alphabet::default(), Alphabet::default());
        assert_eq!(a.intern(7, add, &classes), 0);
        assert_eq!(
            b.intern(7, mul, &classes),
            0,
            "a local alphabet trusts nothing: one shape"
        );
        let mut global = Alphabet::default();
        let ta = a.translate_by_hash(&mut global);
        let tb = b.translate_by_hash(&mut global);
        assert_eq!(
            (ta.as_slice(), tb.as_slice()),
            (&[0][..], &[0][..]),
            "merged by hash"
        );
        assert!(a.agrees(&global, &ta));
        assert!(!b.agrees(&global, &tb), "the collision must be seen");
        let mut exact = Alphabet::default();
        assert_eq!(a.translate(&mut exact), vec![0]);
        assert_eq!(b.translate(&mut exact), vec![1], "exact: two symbols");
        // Equal shapes under one hash: one symbol, both ways.
        let mut c = Alphabet::default();
        c.intern(7, add, &classes);
        let mut g2 = Alphabet::default();
        let (t1, t2) = (a.translate_by_hash(&mut g2), c.translate_by_hash(&mut g2));
        assert!(a.agrees(&g2, &t1) && c.agrees(&g2, &t2));
        assert_eq!((t1, t2), (vec![0], vec![0]));
        // Different classes under one hash disagree too.
        let mut d = Alphabet::default();
        d.intern(7, add, &[ScalarType::B64, ScalarType::B64]);
        let t = d.translate_by_hash(&mut g2);
        assert!(!d.agrees(&g2, &t));
    }

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
    fn the_live_indexes_answer_what_the_backward_walk_does() {
        let files = fixtures();
        assert!(files.len() >= 30, "only {} PTX fixtures found", files.len());
        let (mut queries, mut live_seen, mut dead_seen) = (0usize, 0usize, 0usize);
        let mut slot_queries = 0usize;
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
                let map = FuncMap::new(f, &globals, &mut Alphabet::default());
                let index = LiveIndex::new(&map);
                let slots = SlotLiveness::new(&map);
                let at: Vec<(usize, usize)> = (0..map.units.len()).map(|k| (k, k)).collect();
                live_after(&map, &at, |pos, live| {
                    for q in map.slot_start[pos] as usize..map.slot_start[pos + 1] as usize {
                        assert_eq!(
                            slots.live_after(q),
                            live.contains(map.slots[q]),
                            "{}: @{} slot {q} ({}) after statement {pos}",
                            path.display(),
                            f.name,
                            map.reg_name(map.slots[q])
                        );
                        slot_queries += 1;
                    }
                    for r in 0..map.reg_count() as RegId {
                        let want = live.contains(r);
                        assert_eq!(
                            index.live_after(r, pos),
                            want,
                            "{}: @{} register {} after statement {pos}",
                            path.display(),
                            f.name,
                            map.reg_name(r)
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
        assert!(slot_queries > 10_000, "{slot_queries} slots");
    }
}
