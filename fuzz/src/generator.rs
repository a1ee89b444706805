//! The generator: a random program built bottom-up, emitted as LLVM IR text, with the facts
//! the labels are computed from recorded as it is built.
//!
//! # How undefined behaviour is ruled out
//!
//! - Every pointer the program makes points at an array of `i32`s whose length (`cap`, a power
//!   of two) the generator knows; every access indexes it with `v & (cap - 1)`.
//! - Writes go only to memory the thread owns: its slot of the `out` buffer (`out + gid *
//!   slot`) and local arrays. Pointers carry a `writable` flag; a callee's parameter that is
//!   written through only receives writable pointers.
//! - The shared array is written once per block (thread `t` writes elements `t`, `t + ntid`,
//!   ...), then a barrier that every thread reaches; after it, shared memory is only read.
//! - Local arrays are filled by a loop before any read; `byval` copies come from a stored
//!   aggregate; global and constant arrays have initializers; input buffers are filled by the
//!   launch.
//! - Division and remainder divide by `v | 1` (unsigned) or `(v & 0x7fff) | 1` (signed); shift
//!   amounts are masked to 0..31; `nsw`/`nuw` appear only on loop counters that cannot wrap.
//! - Loops run at most `trip` times; recursion takes a depth argument masked to 0..3.
//! - Casts from generic to a specific space happen only under an `isspacep` test of that space.
//! - Atomic results are never used (their order differs between runs of a GPU).
//! - Floats: one `fadd`, `fsub` or `fmul` of two converted integers, then a bitcast: each is
//!   correctly rounded everywhere and no multiply feeds an add (no FMA contraction possible).
//! - The estimated instruction count of each launch stays under `Config::cost`.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use arbitrary::Unstructured;

use crate::config::{Config, Feature, FeatureSet};
use crate::labels::{ForceInline, Label, Space};

/// A recursion depth argument is masked to this.
const MAX_REC_DEPTH: u64 = 3;

/// Where a pointer's address may come from: a space, or whatever a parameter (or a
/// function's return) receives — resolved by a fixpoint once the whole program exists.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Atom {
    Space(Space),
    Param(usize, usize),
    Ret(usize),
}

#[derive(Clone, Debug)]
struct PtrVal {
    /// The operand, without its type (`%p3`, `@sh`).
    name: String,
    /// The pointer type's address space (0: generic).
    ty: u32,
    cap: u32,
    writable: bool,
    origins: Vec<Atom>,
    /// The space the generator believes this pointer has (a hint for agreeing call sites).
    hint: Option<Space>,
    /// A global symbol (usable in a constant expression).
    symbol: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PKind {
    Ptr {
        cap: u32,
        writable: bool,
        pref: Space,
    },
    I32,
    Depth,
    Image(&'static str),
    Agg(u32),
    ByVal(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum RKind {
    Void,
    I32,
    Ptr { cap: u32 },
    Agg(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FKind {
    Normal,
    SelfRec,
    MutRec(usize),
    Target,
    Kernel,
}

#[derive(Clone, Debug)]
struct Func {
    name: String,
    linkage: &'static str,
    params: Vec<PKind>,
    ret: RKind,
    kind: FKind,
    level: u32,
    noinline: bool,
    alwaysinline: bool,
    optnone: bool,
    nooutline: bool,
    /// Kernel marked by `!nvvm.annotations` instead of the `ptx_kernel` convention.
    annotated_kernel: bool,
    /// Estimated instructions per call, callees included.
    cost: u64,
    callers: u32,
}

impl Func {
    fn param_payload(&self) -> u64 {
        self.params
            .iter()
            .map(|p| match p {
                PKind::Ptr { .. } | PKind::ByVal(_) | PKind::Image(_) => 8,
                PKind::I32 | PKind::Depth => 4,
                PKind::Agg(e) => u64::from(*e) * 4,
            })
            .sum()
    }

    fn ret_payload(&self) -> u64 {
        match self.ret {
            RKind::Void => 0,
            RKind::I32 => 4,
            RKind::Ptr { .. } => 8,
            RKind::Agg(e) => u64::from(e) * 4,
        }
    }

    fn param_name(&self, i: usize) -> String {
        match self.params[i] {
            PKind::Ptr { .. } => format!("%p{i}"),
            PKind::I32 => format!("%x{i}"),
            PKind::Depth => "%depth".to_owned(),
            PKind::Image(k) => format!("%{k}{i}"),
            PKind::Agg(_) => format!("%agg{i}"),
            PKind::ByVal(_) => format!("%bv{i}"),
        }
    }
}

struct CallRec {
    callee: usize,
    param: usize,
    origins: Vec<Atom>,
}

struct ICallRec {
    caller: usize,
    name: String,
    /// Guarded by its own type test.
    guarded: bool,
    /// The table, when the call goes through one constant table (not a `select` of two).
    table: Option<String>,
    /// A type test of that constant table dominates the call.
    dominated: bool,
    class: usize,
    slot: usize,
}

struct Class {
    typed: bool,
    slots: usize,
    tables: Vec<Vec<usize>>,
}

#[derive(Clone, Copy, Debug)]
enum SnipArg {
    In(usize),
    Prev(usize),
    Const(i32),
}

/// One function body being emitted.
struct Body {
    func: usize,
    prefix: char,
    next: u32,
    blocks: u32,
    lines: Vec<String>,
    allocas: Vec<String>,
    cur: String,
    ints: Vec<String>,
    ptrs: Vec<PtrVal>,
    cost: u64,
    mult: u64,
    budget: u64,
    nest: u32,
    loops: u32,
    level: u32,
    snippet_done: bool,
    /// Whether values computed at the top level reach the body's result (kernels, and
    /// ordinary functions returning an integer): where the snippet may go.
    observe: bool,
    /// Values folded into the body's result so that code generation keeps them (the
    /// snippet's results).
    keep: Vec<String>,
    /// Constant tables type-tested at points that dominate the current one.
    tested: Vec<String>,
}

/// What the generator hands back before the case is assembled.
pub(crate) struct Generated {
    pub(crate) text: String,
    pub(crate) launches: Vec<String>,
    pub(crate) labels: Vec<Label>,
    pub(crate) used: FeatureSet,
}

pub(crate) struct Gen<'a, 'u> {
    r: &'a mut Unstructured<'u>,
    cfg: &'a Config,
    on: FeatureSet,
    used: FeatureSet,
    funcs: Vec<Func>,
    /// Each function's body text, by index.
    texts: Vec<String>,
    calls: Vec<CallRec>,
    rets: Vec<(usize, Vec<Atom>)>,
    icalls: Vec<ICallRec>,
    classes: Vec<Class>,
    snippet: Vec<(&'static str, SnipArg, SnipArg)>,
    snippet_uses: u32,
    intrinsics: BTreeSet<&'static str>,
    slot: u32,
    shared: u32,
    use_g: bool,
    use_c: bool,
    use_sh: bool,
    use_count: bool,
    icall_count: u32,
    /// Constant tables type-tested, with the function testing them.
    table_tests: Vec<(usize, String)>,
    /// Per-function cost cap (instructions per call).
    fn_budget: u64,
}

fn ptr_ty(space: u32) -> String {
    if space == 0 {
        "ptr".to_owned()
    } else {
        format!("ptr addrspace({space})")
    }
}

impl<'a, 'u> Gen<'a, 'u> {
    pub(crate) fn new(r: &'a mut Unstructured<'u>, cfg: &'a Config) -> Gen<'a, 'u> {
        let mut on = cfg.features;
        // Dependencies between features.
        if !on.contains(Feature::Calls) {
            for f in [
                Feature::Recursion,
                Feature::MutualRecursion,
                Feature::Forwarding,
                Feature::Disagree,
                Feature::GepArgs,
                Feature::PtrReturn,
                Feature::ConstExprCasts,
                Feature::Aggregates,
                Feature::ByVal,
                Feature::BigParams,
                Feature::BigReturns,
                Feature::Images,
                Feature::NoInline,
                Feature::AlwaysInline,
                Feature::OptNone,
                Feature::NoOutline,
                Feature::Linkage,
            ] {
                on.remove(f);
            }
        }
        if !on.contains(Feature::IndirectCalls) {
            on.remove(Feature::TypeTests);
        }
        let slot = cfg.slot.clamp(4, 64).next_power_of_two();
        let shared = cfg.shared.max(slot).next_power_of_two().min(4096);
        Gen {
            r,
            cfg,
            on,
            used: FeatureSet::EMPTY,
            funcs: Vec::new(),
            texts: Vec::new(),
            calls: Vec::new(),
            rets: Vec::new(),
            icalls: Vec::new(),
            classes: Vec::new(),
            snippet: Vec::new(),
            snippet_uses: 0,
            intrinsics: BTreeSet::new(),
            slot,
            shared,
            use_g: false,
            use_c: false,
            use_sh: false,
            use_count: false,
            icall_count: 0,
            table_tests: Vec::new(),
            fn_budget: (u64::from(cfg.cost) / 8).max(200),
        }
    }

    // ---- randomness -------------------------------------------------------------------

    /// 0..n; 0 once the bytes run out.
    fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        self.r.int_in_range(0..=n - 1).unwrap_or(0)
    }

    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// True with probability num/den; false once the bytes run out.
    fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) >= den - num
    }

    /// A random element of a non-empty slice.
    fn choose<T: Clone>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u32) as usize].clone()
    }

    fn has(&self, f: Feature) -> bool {
        self.on.contains(f)
    }

    fn maybe(&mut self, f: Feature, num: u32, den: u32) -> bool {
        self.has(f) && self.chance(num, den)
    }

    fn word(&mut self) -> i32 {
        self.r.arbitrary::<i32>().unwrap_or(0)
    }

    fn small(&mut self) -> i32 {
        self.range(0, 64) as i32 - 8
    }

    // ---- the program --------------------------------------------------------------------

    pub(crate) fn run(mut self) -> Generated {
        if self.has(Feature::Repeated) {
            self.make_snippet();
        }
        if self.has(Feature::IndirectCalls) {
            self.make_targets();
        }
        if self.has(Feature::Calls) {
            self.make_device_functions();
        }
        let n_kernels = if self.has(Feature::MultiKernels) {
            self.range(2, self.cfg.kernels.clamp(2, 4))
        } else {
            1
        };
        let n_unref = u32::from(self.has(Feature::UnreferencedKernels));
        let mut kernels = Vec::new();
        for k in 0..n_kernels + n_unref {
            let idx = self.funcs.len();
            let annotated = self.chance(1, 4);
            self.funcs.push(Func {
                name: format!("k{k}"),
                linkage: "",
                params: Vec::new(),
                ret: RKind::Void,
                kind: FKind::Kernel,
                level: self.cfg.depth.clamp(1, 8) + 1,
                noinline: false,
                alwaysinline: false,
                optnone: false,
                nooutline: false,
                annotated_kernel: annotated,
                cost: 0,
                callers: 0,
            });
            self.kernel_body(idx);
            kernels.push((idx, k < n_kernels));
        }
        if n_kernels >= 2 {
            self.used.insert(Feature::MultiKernels);
        }
        if n_unref > 0 {
            self.used.insert(Feature::UnreferencedKernels);
        }
        if self.snippet_uses >= 2 {
            self.used.insert(Feature::Repeated);
        }
        let launches = kernels
            .iter()
            .filter(|(_, launched)| *launched)
            .map(|&(idx, _)| self.launch(idx))
            .collect();
        let labels = self.labels(&kernels);
        let text = self.module_text();
        Generated {
            text,
            launches,
            labels,
            used: self.used,
        }
    }

    fn make_snippet(&mut self) {
        let n = self.range(10, 19) as usize;
        let ops = ["add", "sub", "mul", "xor", "and", "or", "shl", "lshr"];
        for k in 0..n {
            let op = self.choose(&ops);
            let a = if k == 0 {
                SnipArg::In(0)
            } else {
                SnipArg::Prev(k - 1)
            };
            // Mostly registers: a chain of operations on constants is folded by LLVM's code
            // generation into fewer instructions than the snippet has.
            let b = if op == "shl" || op == "lshr" {
                SnipArg::Const(self.range(1, 31) as i32)
            } else {
                match self.below(5) {
                    0 | 1 => SnipArg::In(1),
                    2 | 3 if k > 1 => SnipArg::Prev(self.below(k as u32 - 1) as usize),
                    _ => SnipArg::Const(self.word() | 1),
                }
            };
            self.snippet.push((op, a, b));
        }
    }

    fn blank_func(&mut self, name: String, kind: FKind, level: u32) -> Func {
        Func {
            name,
            linkage: "internal",
            params: Vec::new(),
            ret: RKind::I32,
            kind,
            level,
            noinline: false,
            alwaysinline: false,
            optnone: false,
            nooutline: false,
            annotated_kernel: false,
            cost: 0,
            callers: 0,
        }
    }

    fn make_targets(&mut self) {
        let n_targets = self.range(2, 4) as usize;
        let first = self.funcs.len();
        for t in 0..n_targets {
            let mut f = self.blank_func(format!("t{t}"), FKind::Target, 0);
            f.params = vec![PKind::I32];
            self.funcs.push(f);
            let idx = self.funcs.len() - 1;
            let mut b = self.body(idx);
            let n = self.range(1, 4);
            for _ in 0..n {
                self.arith(&mut b);
            }
            self.finish(&mut b, idx);
        }
        let n_classes = self.range(1, 2) as usize;
        for _ in 0..n_classes {
            let typed = self.has(Feature::TypeTests) && !self.chance(1, 4);
            let slots = self.range(1, 3) as usize;
            let n_tables = self.range(1, 3) as usize;
            let mut tables = Vec::new();
            for _ in 0..n_tables {
                let row = (0..slots)
                    .map(|_| first + self.below(n_targets as u32) as usize)
                    .collect();
                tables.push(row);
            }
            self.classes.push(Class {
                typed,
                slots,
                tables,
            });
        }
    }

    fn spaces_on(&self, writable: bool) -> Vec<Space> {
        let mut v = Vec::new();
        if self.has(Feature::GlobalPtrs) {
            v.push(Space::Global);
        }
        if self.has(Feature::LocalMem) {
            v.push(Space::Local);
        }
        if !writable {
            if self.has(Feature::SharedMem) {
                v.push(Space::Shared);
            }
            if self.has(Feature::ConstMem) {
                v.push(Space::Const);
            }
        }
        v
    }

    fn make_device_functions(&mut self) {
        let max = self.cfg.functions.min(64);
        let n = self.range(max.min(1), max);
        let depth = self.cfg.depth.clamp(1, 8);
        let mut levels: Vec<u32> = (0..n).map(|_| self.range(1, depth)).collect();
        levels.sort_unstable();
        let mut i = 0;
        while i < levels.len() {
            let level = levels[i];
            let idx = self.funcs.len();
            if self.maybe(Feature::MutualRecursion, 1, 8) && i + 1 < levels.len() {
                let a = self.signature(format!("mra{idx}"), FKind::MutRec(idx + 1), level);
                self.funcs.push(a);
                let mut bf = self.signature(format!("mrb{idx}"), FKind::MutRec(idx), level);
                bf.params = self.funcs[idx].params.clone();
                bf.ret = RKind::I32;
                self.funcs.push(bf);
                self.rec_body(idx);
                self.rec_body(idx + 1);
                let c = self.funcs[idx].cost.max(self.funcs[idx + 1].cost) * (MAX_REC_DEPTH + 1);
                self.funcs[idx].cost = c;
                self.funcs[idx + 1].cost = c;
                i += 2;
                continue;
            }
            let kind = if self.maybe(Feature::Recursion, 1, 6) {
                FKind::SelfRec
            } else {
                FKind::Normal
            };
            let name = match kind {
                FKind::SelfRec => format!("rec{idx}"),
                _ => format!("f{idx}"),
            };
            let f = self.signature(name, kind, level);
            self.funcs.push(f);
            if kind == FKind::SelfRec {
                self.rec_body(idx);
                self.funcs[idx].cost *= MAX_REC_DEPTH + 1;
            } else {
                self.normal_body(idx);
            }
            i += 1;
        }
    }

    fn signature(&mut self, name: String, kind: FKind, level: u32) -> Func {
        let mut f = self.blank_func(name, kind, level);
        let rec = matches!(kind, FKind::SelfRec | FKind::MutRec(_));
        let n_ptr = self.range(0, 3);
        for _ in 0..n_ptr {
            let writable = self.chance(1, 3);
            let spaces = self.spaces_on(writable);
            if spaces.is_empty() {
                continue;
            }
            let pref = self.choose(&spaces);
            let cap = if self.maybe(Feature::GepArgs, 1, 3) {
                self.slot / 2
            } else {
                self.slot
            };
            f.params.push(PKind::Ptr {
                cap,
                writable,
                pref,
            });
        }
        let n_int = self.range(u32::from(rec), 2);
        for _ in 0..n_int {
            f.params.push(PKind::I32);
        }
        if rec {
            f.params.push(PKind::Depth);
        }
        if self.maybe(Feature::Images, 1, 3) {
            let kinds = ["rdoimage", "wroimage", "sampler"];
            let k = kinds[self.below(3) as usize];
            let at = self.below(f.params.len() as u32 + 1) as usize;
            f.params.insert(at, PKind::Image(k));
        }
        if self.maybe(Feature::Aggregates, 1, 3) {
            let e = self.range(1, 12);
            f.params.push(PKind::Agg(e));
        }
        if self.maybe(Feature::ByVal, 1, 4) {
            let e = self.range(1, 120);
            f.params.push(PKind::ByVal(e));
        }
        if self.maybe(Feature::BigParams, 1, 4) {
            // Land exactly on 384 bytes or just over it.
            let rest = f.param_payload();
            if rest + 8 < 384 {
                let e = ((384 - rest) / 4) as u32 + u32::from(self.chance(1, 2));
                let at = self.below(f.params.len() as u32 + 1) as usize;
                f.params.insert(at, PKind::Agg(e));
            }
        }
        f.ret = if rec {
            RKind::I32
        } else if self.maybe(Feature::BigReturns, 1, 4) {
            RKind::Agg(if self.chance(3, 4) {
                36 + self.below(2)
            } else {
                self.range(2, 64)
            })
        } else if self.maybe(Feature::PtrReturn, 1, 2)
            && f.params.iter().any(|p| matches!(p, PKind::Ptr { .. }))
        {
            let cap = f
                .params
                .iter()
                .filter_map(|p| match p {
                    PKind::Ptr { cap, .. } => Some(*cap),
                    _ => None,
                })
                .min()
                .unwrap_or(self.slot);
            RKind::Ptr { cap }
        } else if self.chance(1, 6) {
            RKind::Void
        } else {
            RKind::I32
        };
        if self.maybe(Feature::OptNone, 1, 10) {
            f.optnone = true;
            f.noinline = true;
        } else if self.maybe(Feature::NoInline, 1, 4) {
            f.noinline = true;
        } else if self.maybe(Feature::AlwaysInline, 1, 6) {
            f.alwaysinline = true;
        }
        f.nooutline = self.maybe(Feature::NoOutline, 1, 5);
        if self.has(Feature::Linkage) {
            f.linkage = match self.below(5) {
                0 => "private",
                1 => "",
                _ => "internal",
            };
        }
        f
    }

    // ---- bodies --------------------------------------------------------------------------

    fn body(&mut self, func: usize) -> Body {
        let prefixes = ['v', 'a', 't', 'q', 'w', 'z', 'm', 'h'];
        let f = &self.funcs[func];
        let mut b = Body {
            func,
            prefix: prefixes[func % prefixes.len()],
            next: 0,
            blocks: 0,
            lines: vec!["entry:".to_owned()],
            allocas: Vec::new(),
            cur: "entry".to_owned(),
            ints: Vec::new(),
            ptrs: Vec::new(),
            cost: 1,
            mult: 1,
            budget: self.fn_budget,
            nest: 0,
            loops: 0,
            level: f.level,
            snippet_done: false,
            observe: false,
            keep: Vec::new(),
            tested: Vec::new(),
        };
        for i in 0..f.params.len() {
            let name = f.param_name(i);
            match f.params[i] {
                PKind::Ptr {
                    cap,
                    writable,
                    pref,
                } => b.ptrs.push(PtrVal {
                    name,
                    ty: 0,
                    cap,
                    writable,
                    origins: vec![Atom::Param(func, i)],
                    hint: Some(pref),
                    symbol: false,
                }),
                PKind::I32 | PKind::Depth => b.ints.push(name),
                PKind::Image(_) | PKind::Agg(_) | PKind::ByVal(_) => {}
            }
        }
        b
    }

    fn fresh(&self, b: &mut Body) -> String {
        b.next += 1;
        format!("%{}{}", b.prefix, b.next)
    }

    fn emit(&self, b: &mut Body, line: String) {
        b.lines.push(format!("  {line}"));
        b.cost += b.mult;
    }

    fn label(&self, b: &mut Body, hint: &str) -> String {
        b.blocks += 1;
        format!("{hint}{}", b.blocks)
    }

    fn start(&self, b: &mut Body, label: &str) {
        b.lines.push(format!("{label}:"));
        b.cur = label.to_owned();
    }

    fn int(&mut self, b: &mut Body) -> String {
        if b.ints.is_empty() || self.chance(1, 8) {
            return if self.chance(1, 2) {
                self.small().to_string()
            } else {
                self.word().to_string()
            };
        }
        // Prefer recent values.
        let n = b.ints.len() as u32;
        let k = if self.chance(2, 3) {
            n - 1 - self.below(n.min(4))
        } else {
            self.below(n)
        };
        b.ints[k as usize].clone()
    }

    /// The value a region of code (whose values start at `from` in the pool) hands on: the
    /// last it computed, else any value.
    fn result(&mut self, b: &mut Body, from: usize) -> String {
        if b.ints.len() > from && !self.chance(1, 8) {
            return b.ints[b.ints.len() - 1].clone();
        }
        self.int(b)
    }

    fn push_int(&self, b: &mut Body, v: String) {
        b.ints.push(v);
    }

    fn intrinsic(&mut self, decl: &'static str) {
        self.intrinsics.insert(decl);
    }

    fn arith(&mut self, b: &mut Body) {
        let x = self.int(b);
        let y = self.int(b);
        let r = self.fresh(b);
        match self.below(17) {
            k @ 0..=5 => {
                let op = ["add", "sub", "mul", "xor", "and", "or"][k as usize];
                self.emit(b, format!("{r} = {op} i32 {x}, {y}"));
            }
            k @ 6..=8 => {
                let op = ["shl", "lshr", "ashr"][k as usize - 6];
                let m = self.fresh(b);
                self.emit(b, format!("{m} = and i32 {y}, 31"));
                self.emit(b, format!("{r} = {op} i32 {x}, {m}"));
            }
            k @ 9..=10 => {
                let op = ["udiv", "urem"][k as usize - 9];
                let m = self.fresh(b);
                self.emit(b, format!("{m} = or i32 {y}, 1"));
                self.emit(b, format!("{r} = {op} i32 {x}, {m}"));
            }
            k @ 11..=12 => {
                let op = ["sdiv", "srem"][k as usize - 11];
                let m = self.fresh(b);
                let m2 = self.fresh(b);
                self.emit(b, format!("{m} = and i32 {y}, 32767"));
                self.emit(b, format!("{m2} = or i32 {m}, 1"));
                self.emit(b, format!("{r} = {op} i32 {x}, {m2}"));
            }
            13 | 14 => {
                let preds = ["eq", "ne", "slt", "ult", "sgt", "uge"];
                let p = preds[self.below(6) as usize];
                let c = self.fresh(b);
                let z = self.int(b);
                self.emit(b, format!("{c} = icmp {p} i32 {x}, {y}"));
                self.emit(b, format!("{r} = select i1 {c}, i32 {x}, i32 {z}"));
            }
            15 => {
                let which = ["smax", "smin", "umax", "umin"][self.below(4) as usize];
                let decl = match which {
                    "smax" => "declare i32 @llvm.smax.i32(i32, i32)",
                    "smin" => "declare i32 @llvm.smin.i32(i32, i32)",
                    "umax" => "declare i32 @llvm.umax.i32(i32, i32)",
                    _ => "declare i32 @llvm.umin.i32(i32, i32)",
                };
                self.intrinsic(decl);
                self.emit(
                    b,
                    format!("{r} = call i32 @llvm.{which}.i32(i32 {x}, i32 {y})"),
                );
            }
            _ => {
                if self.chance(1, 2) {
                    self.intrinsic("declare i32 @llvm.ctpop.i32(i32)");
                    self.emit(b, format!("{r} = call i32 @llvm.ctpop.i32(i32 {x})"));
                } else {
                    self.intrinsic("declare i32 @llvm.abs.i32(i32, i1 immarg)");
                    self.emit(
                        b,
                        format!("{r} = call i32 @llvm.abs.i32(i32 {x}, i1 false)"),
                    );
                }
            }
        }
        self.push_int(b, r);
    }

    /// `&p[v & (cap - 1)]`.
    fn element(&mut self, b: &mut Body, p: &PtrVal) -> String {
        let v = self.int(b);
        let m = self.fresh(b);
        let g = self.fresh(b);
        self.emit(b, format!("{m} = and i32 {v}, {}", p.cap - 1));
        self.emit(
            b,
            format!(
                "{g} = getelementptr inbounds i32, {} {}, i32 {m}",
                ptr_ty(p.ty),
                p.name
            ),
        );
        g
    }

    fn note_space_use(&mut self, p: &PtrVal) {
        for a in &p.origins {
            if let Atom::Space(s) = a {
                self.used.insert(match s {
                    // The kernels' own buffers are always global; the feature counts when a
                    // global pointer reaches a callee or `@g` is used.
                    Space::Global => continue,
                    Space::Shared => Feature::SharedMem,
                    Space::Const => Feature::ConstMem,
                    Space::Local => Feature::LocalMem,
                });
            }
        }
    }

    fn load(&mut self, b: &mut Body, p: &PtrVal) -> String {
        let g = self.element(b, p);
        let v = self.fresh(b);
        self.emit(b, format!("{v} = load i32, {} {g}, align 4", ptr_ty(p.ty)));
        self.note_space_use(p);
        v
    }

    fn pick_ptr(&mut self, b: &Body, filter: impl Fn(&PtrVal) -> bool) -> Option<PtrVal> {
        let c: Vec<&PtrVal> = b.ptrs.iter().filter(|p| filter(p)).collect();
        if c.is_empty() {
            return None;
        }
        Some(self.choose(&c).clone())
    }

    fn stmts(&mut self, b: &mut Body, n: u32) {
        for _ in 0..n {
            self.stmt(b);
        }
    }

    fn stmt(&mut self, b: &mut Body) {
        #[derive(Clone, Copy)]
        enum S {
            Arith,
            Load,
            Store,
            Call,
            If,
            Loop,
            Switch,
            Float,
            Atomic,
            PtrSelect,
            Isspacep,
            ICall,
            Snippet,
        }
        let mut menu: Vec<(S, u32)> = vec![(S::Arith, 4)];
        let room = b.cost < b.budget;
        if !b.ptrs.is_empty() {
            menu.push((S::Load, 3));
        }
        if b.ptrs.iter().any(|p| p.writable) {
            menu.push((S::Store, 2));
        }
        if room && self.has(Feature::Calls) && b.level > 1 {
            menu.push((S::Call, 5));
        }
        if room && b.nest < 3 {
            if self.has(Feature::Branches) {
                menu.push((S::If, 2));
            }
            if self.has(Feature::Loops) && b.loops < 2 {
                menu.push((S::Loop, 2));
            }
            if self.has(Feature::Switches) {
                menu.push((S::Switch, 1));
            }
        }
        if self.has(Feature::Floats) {
            menu.push((S::Float, 1));
        }
        if self.has(Feature::Atomics) {
            menu.push((S::Atomic, 1));
        }
        if self.has(Feature::PtrMerge) && b.ptrs.len() >= 2 {
            menu.push((S::PtrSelect, 1));
        }
        if self.has(Feature::Isspacep) && b.ptrs.iter().any(|p| p.ty == 0) {
            menu.push((S::Isspacep, 2));
        }
        if room && !self.classes.is_empty() {
            menu.push((S::ICall, 2));
        }
        if !self.snippet.is_empty() && !b.snippet_done && b.observe && b.nest == 0 {
            menu.push((S::Snippet, 3));
        }
        let total: u32 = menu.iter().map(|m| m.1).sum();
        let mut k = self.below(total);
        let mut pick = S::Arith;
        for (s, w) in menu {
            if k < w {
                pick = s;
                break;
            }
            k -= w;
        }
        match pick {
            S::Arith => self.arith(b),
            S::Load => {
                if let Some(p) = self.pick_ptr(b, |_| true) {
                    let v = self.load(b, &p);
                    self.push_int(b, v);
                }
            }
            S::Store => {
                if let Some(p) = self.pick_ptr(b, |p| p.writable) {
                    let v = self.int(b);
                    let g = self.element(b, &p);
                    self.emit(b, format!("store i32 {v}, {} {g}, align 4", ptr_ty(p.ty)));
                }
            }
            S::Call => {
                self.call_some(b);
            }
            S::If => self.if_else(b),
            S::Loop => self.looped(b),
            S::Switch => self.switch(b),
            S::Float => self.float(b),
            S::Atomic => {
                let v = self.int(b);
                let r = self.fresh(b);
                self.emit(
                    b,
                    format!(
                        "{r} = atomicrmw add ptr addrspace(1) @count, i32 {v} monotonic, align 4"
                    ),
                );
                self.use_count = true;
                self.used.insert(Feature::Atomics);
            }
            S::PtrSelect => self.ptr_select(b),
            S::Isspacep => self.isspacep(b),
            S::ICall => self.icall(b),
            S::Snippet => self.snippet_use(b),
        }
    }

    fn nested_len(&mut self) -> u32 {
        let hi = (self.cfg.stmts / 2).clamp(1, 6);
        self.range(1, hi)
    }

    fn if_else(&mut self, b: &mut Body) {
        self.used.insert(Feature::Branches);
        let x = self.int(b);
        let y = self.int(b);
        let c = self.fresh(b);
        let preds = ["eq", "ne", "slt", "ult", "sge"];
        let p = preds[self.below(5) as usize];
        self.emit(b, format!("{c} = icmp {p} i32 {x}, {y}"));
        let then_l = self.label(b, "then");
        let else_l = self.label(b, "else");
        let join_l = self.label(b, "join");
        // A pointer phi: two pointers of one type from before the branch.
        let ptr_pair = if self.has(Feature::PtrMerge) && self.chance(1, 3) {
            self.pick_ptr(b, |_| true).and_then(|p1| {
                let p2 = self.pick_ptr(b, |q| q.ty == p1.ty)?;
                Some((p1, p2))
            })
        } else {
            None
        };
        self.emit(b, format!("br i1 {c}, label %{then_l}, label %{else_l}"));
        // The then arm of a device function returning an integer or nothing may return
        // instead of joining (a function with several `ret`s). Kernels never do: their
        // threads must all reach the end (and no barrier follows a device function's code).
        let func = &self.funcs[b.func];
        let may_return = func.kind != FKind::Kernel
            && matches!(func.ret, RKind::I32 | RKind::Void)
            && self.has(Feature::EarlyReturns);
        let early = may_return && self.chance(1, 2);
        let mut arms = Vec::new();
        for (k, l) in [&then_l, &else_l].into_iter().enumerate() {
            let (ni, np) = (b.ints.len(), b.ptrs.len());
            let nt = b.tested.len();
            self.start(b, l);
            b.nest += 1;
            let n = self.nested_len();
            self.stmts(b, n);
            b.nest -= 1;
            let v = self.result(b, ni);
            if k == 0 && early {
                let ret = match self.funcs[b.func].ret {
                    RKind::I32 => format!("ret i32 {v}"),
                    _ => "ret void".to_owned(),
                };
                self.emit(b, ret);
                self.used.insert(Feature::EarlyReturns);
            } else {
                arms.push((v, b.cur.clone()));
                self.emit(b, format!("br label %{join_l}"));
            }
            b.ints.truncate(ni);
            b.tested.truncate(nt);
            b.ptrs.truncate(np);
        }
        self.start(b, &join_l);
        let incoming = |vals: [&str; 2]| -> String {
            arms.iter()
                .zip(vals)
                .map(|((_, l), v)| format!("[ {v}, %{l} ]"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let r = self.fresh(b);
        let ints = incoming([
            arms[0].0.as_str(),
            arms.last().expect("an arm joins").0.as_str(),
        ]);
        self.emit(b, format!("{r} = phi i32 {ints}"));
        self.push_int(b, r);
        if let Some((p1, p2)) = ptr_pair {
            // After an early return only the else arm joins: its pointer is the second.
            let vals = if early {
                [p2.name.as_str(), p2.name.as_str()]
            } else {
                [p1.name.as_str(), p2.name.as_str()]
            };
            let r = self.fresh(b);
            self.emit(b, format!("{r} = phi {} {}", ptr_ty(p1.ty), incoming(vals)));
            let merged = if early {
                PtrVal {
                    name: r,
                    symbol: false,
                    ..p2.clone()
                }
            } else {
                merge(r, p1.ty, &p1, &p2)
            };
            b.ptrs.push(merged);
            self.used.insert(Feature::PtrMerge);
        }
    }

    fn looped(&mut self, b: &mut Body) {
        let t = self.cfg.trip.clamp(2, 32).next_power_of_two();
        let trip = if self.chance(1, 2) {
            self.range(1, t).to_string()
        } else {
            let v = self.int(b);
            let m = self.fresh(b);
            self.emit(b, format!("{m} = and i32 {v}, {}", t - 1));
            m
        };
        if b.cost + b.mult * u64::from(t) * 8 > b.budget {
            return;
        }
        self.used.insert(Feature::Loops);
        let init = self.int(b);
        let head = self.label(b, "loop");
        let body_l = self.label(b, "body");
        let exit = self.label(b, "exit");
        let pre = b.cur.clone();
        self.emit(b, format!("br label %{head}"));
        self.start(b, &head);
        let i = self.fresh(b);
        let acc = self.fresh(b);
        let inext = self.fresh(b);
        let accn = self.fresh(b);
        let phi_at = b.lines.len();
        b.lines.push(String::new());
        b.lines.push(String::new());
        let c = self.fresh(b);
        self.emit(b, format!("{c} = icmp ult i32 {i}, {trip}"));
        self.emit(b, format!("br i1 {c}, label %{body_l}, label %{exit}"));
        let (ni, np) = (b.ints.len(), b.ptrs.len());
        let nt = b.tested.len();
        self.start(b, &body_l);
        b.ints.push(i.clone());
        b.ints.push(acc.clone());
        b.nest += 1;
        b.loops += 1;
        let saved = b.mult;
        b.mult = b.mult.saturating_mul(u64::from(t));
        let n = self.nested_len();
        self.stmts(b, n);
        let x = self.result(b, ni + 2);
        let op = ["add", "xor", "sub"][self.below(3) as usize];
        self.emit(b, format!("{accn} = {op} i32 {acc}, {x}"));
        self.emit(b, format!("{inext} = add nuw nsw i32 {i}, 1"));
        let latch = b.cur.clone();
        self.emit(b, format!("br label %{head}"));
        b.mult = saved;
        b.nest -= 1;
        b.loops -= 1;
        b.ints.truncate(ni);
        b.tested.truncate(nt);
        b.ptrs.truncate(np);
        b.lines[phi_at] = format!("  {i} = phi i32 [ 0, %{pre} ], [ {inext}, %{latch} ]");
        b.lines[phi_at + 1] = format!("  {acc} = phi i32 [ {init}, %{pre} ], [ {accn}, %{latch} ]");
        b.cost += 2 * b.mult * u64::from(t);
        self.start(b, &exit);
        self.push_int(b, acc);
    }

    fn switch(&mut self, b: &mut Body) {
        self.used.insert(Feature::Switches);
        let v = self.int(b);
        let n = self.range(2, 4);
        let s = self.fresh(b);
        self.emit(b, format!("{s} = and i32 {v}, 7"));
        let def = self.label(b, "default");
        let join = self.label(b, "sjoin");
        let cases: Vec<String> = (0..n).map(|_| self.label(b, "case")).collect();
        let mut arms = String::new();
        let mut used_vals = BTreeSet::new();
        for (k, l) in cases.iter().enumerate() {
            let mut val = self.below(8);
            while !used_vals.insert(val) {
                val = (val + 1) % 8;
            }
            let _ = write!(
                arms,
                "{}i32 {val}, label %{l}",
                if k > 0 { " " } else { "" }
            );
        }
        self.emit(b, format!("switch i32 {s}, label %{def} [ {arms} ]"));
        let mut incoming = Vec::new();
        for l in cases.iter().chain(std::iter::once(&def)) {
            let (ni, np) = (b.ints.len(), b.ptrs.len());
            let nt = b.tested.len();
            self.start(b, l);
            b.nest += 1;
            self.arith(b);
            b.nest -= 1;
            let v = self.result(b, ni);
            incoming.push(format!("[ {v}, %{} ]", b.cur));
            self.emit(b, format!("br label %{join}"));
            b.ints.truncate(ni);
            b.tested.truncate(nt);
            b.ptrs.truncate(np);
        }
        self.start(b, &join);
        let r = self.fresh(b);
        self.emit(b, format!("{r} = phi i32 {}", incoming.join(", ")));
        self.push_int(b, r);
    }

    fn float(&mut self, b: &mut Body) {
        self.used.insert(Feature::Floats);
        let x = self.int(b);
        let y = self.int(b);
        let double = self.chance(1, 3);
        let ty = if double { "double" } else { "float" };
        let op = ["fadd", "fsub", "fmul"][self.below(3) as usize];
        let (fx, fy, fr) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(b, format!("{fx} = sitofp i32 {x} to {ty}"));
        self.emit(b, format!("{fy} = sitofp i32 {y} to {ty}"));
        self.emit(b, format!("{fr} = {op} {ty} {fx}, {fy}"));
        let r = self.fresh(b);
        if double {
            let w = self.fresh(b);
            let h = self.fresh(b);
            self.emit(b, format!("{w} = bitcast double {fr} to i64"));
            self.emit(b, format!("{h} = lshr i64 {w}, 29"));
            self.emit(b, format!("{r} = trunc i64 {h} to i32"));
        } else {
            self.emit(b, format!("{r} = bitcast float {fr} to i32"));
        }
        self.push_int(b, r);
    }

    fn ptr_select(&mut self, b: &mut Body) {
        let Some(p1) = self.pick_ptr(b, |_| true) else {
            return;
        };
        let Some(p2) = self.pick_ptr(b, |q| q.name != p1.name) else {
            return;
        };
        self.used.insert(Feature::PtrMerge);
        let x = self.int(b);
        let c = self.fresh(b);
        self.emit(b, format!("{c} = icmp slt i32 {x}, 0"));
        let (a, bb, ty) = if p1.ty == p2.ty {
            (p1.name.clone(), p2.name.clone(), p1.ty)
        } else {
            (
                self.generic_operand(b, &p1),
                self.generic_operand(b, &p2),
                0,
            )
        };
        let r = self.fresh(b);
        self.emit(
            b,
            format!("{r} = select i1 {c}, {t} {a}, {t} {bb}", t = ptr_ty(ty)),
        );
        b.ptrs.push(merge(r, ty, &p1, &p2));
    }

    /// The pointer as a generic operand: itself, or a cast (an instruction, or a constant
    /// expression for a global symbol).
    fn generic_operand(&mut self, b: &mut Body, p: &PtrVal) -> String {
        if p.ty == 0 {
            return p.name.clone();
        }
        if p.symbol && self.maybe(Feature::ConstExprCasts, 1, 2) {
            self.used.insert(Feature::ConstExprCasts);
            return format!("addrspacecast ({} {} to ptr)", ptr_ty(p.ty), p.name);
        }
        let r = self.fresh(b);
        self.emit(
            b,
            format!("{r} = addrspacecast {} {} to ptr", ptr_ty(p.ty), p.name),
        );
        r
    }

    fn isspacep(&mut self, b: &mut Body) {
        let Some(p) = self.pick_ptr(b, |p| p.ty == 0) else {
            return;
        };
        self.used.insert(Feature::Isspacep);
        let all = [Space::Global, Space::Shared, Space::Const, Space::Local];
        let s = match p.hint {
            Some(h) if self.chance(2, 3) => h,
            _ => all[self.below(4) as usize],
        };
        let decl = match s {
            Space::Global => "declare i1 @llvm.nvvm.isspacep.global(ptr)",
            Space::Shared => "declare i1 @llvm.nvvm.isspacep.shared(ptr)",
            Space::Const => "declare i1 @llvm.nvvm.isspacep.const(ptr)",
            Space::Local => "declare i1 @llvm.nvvm.isspacep.local(ptr)",
        };
        self.intrinsic(decl);
        let is = self.fresh(b);
        self.emit(
            b,
            format!(
                "{is} = call i1 @llvm.nvvm.isspacep.{}(ptr {})",
                s.name(),
                p.name
            ),
        );
        let yes = self.label(b, "is");
        let no = self.label(b, "isnot");
        let join = self.label(b, "isjoin");
        self.emit(b, format!("br i1 {is}, label %{yes}, label %{no}"));
        let (ni, np) = (b.ints.len(), b.ptrs.len());
        let nt = b.tested.len();
        self.start(b, &yes);
        let q = self.fresh(b);
        self.emit(
            b,
            format!(
                "{q} = addrspacecast ptr {} to {}",
                p.name,
                ptr_ty(s.number())
            ),
        );
        let specific = PtrVal {
            name: q,
            ty: s.number(),
            cap: p.cap,
            writable: false,
            origins: p.origins.clone(),
            hint: Some(s),
            symbol: false,
        };
        let v1 = self.load(b, &specific);
        let yes_end = b.cur.clone();
        self.emit(b, format!("br label %{join}"));
        b.ints.truncate(ni);
        b.tested.truncate(nt);
        b.ptrs.truncate(np);
        self.start(b, &no);
        let v2 = self.load(b, &p);
        let no_end = b.cur.clone();
        self.emit(b, format!("br label %{join}"));
        b.ints.truncate(ni);
        b.tested.truncate(nt);
        self.start(b, &join);
        let r = self.fresh(b);
        self.emit(
            b,
            format!("{r} = phi i32 [ {v1}, %{yes_end} ], [ {v2}, %{no_end} ]"),
        );
        self.push_int(b, r);
    }

    fn icall(&mut self, b: &mut Body) {
        let k = self.below(self.classes.len() as u32) as usize;
        let (typed, slots, n_tables) = {
            let c = &self.classes[k];
            (c.typed, c.slots, c.tables.len())
        };
        let target_cost = self
            .funcs
            .iter()
            .filter(|f| f.kind == FKind::Target)
            .map(|f| f.cost)
            .max()
            .unwrap_or(0);
        if b.cost + b.mult * (target_cost + 8) > b.budget {
            return;
        }
        self.used.insert(Feature::IndirectCalls);
        let guarded = typed && self.chance(4, 5);
        let t1 = self.below(n_tables as u32);
        let table = (n_tables == 1).then(|| format!("@vt{k}.{t1}"));
        let dominated = table.as_ref().is_some_and(|t| b.tested.contains(t));
        let vt = if n_tables > 1 {
            let t2 = self.below(n_tables as u32);
            let x = self.int(b);
            let c = self.fresh(b);
            let r = self.fresh(b);
            self.emit(b, format!("{c} = icmp sgt i32 {x}, 0"));
            self.emit(
                b,
                format!("{r} = select i1 {c}, ptr @vt{k}.{t1}, ptr @vt{k}.{t2}"),
            );
            r
        } else {
            format!("@vt{k}.{t1}")
        };
        if guarded {
            self.used.insert(Feature::TypeTests);
            self.intrinsic("declare i1 @llvm.type.test(ptr, metadata)");
            self.intrinsic("declare void @llvm.assume(i1 noundef)");
            let t = self.fresh(b);
            self.emit(
                b,
                format!("{t} = call i1 @llvm.type.test(ptr {vt}, metadata !\"seam.class{k}\")"),
            );
            self.emit(b, format!("call void @llvm.assume(i1 {t})"));
            if let Some(t) = &table {
                b.tested.push(t.clone());
                self.table_tests.push((b.func, t.clone()));
            }
        }
        let slot = self.below(slots as u32) as usize;
        let sp = self.fresh(b);
        let fp = self.fresh(b);
        self.emit(
            b,
            format!("{sp} = getelementptr inbounds ptr, ptr {vt}, i64 {slot}"),
        );
        self.emit(b, format!("{fp} = load ptr, ptr {sp}, align 8"));
        let x = self.int(b);
        let name = format!("%icall.{}", self.icall_count);
        self.icall_count += 1;
        self.emit(b, format!("{name} = call i32 {fp}(i32 {x})"));
        b.cost += b.mult * target_cost;
        self.icalls.push(ICallRec {
            caller: b.func,
            name: name.clone(),
            guarded,
            table,
            dominated,
            class: k,
            slot,
        });
        self.push_int(b, name);
    }

    fn snippet_use(&mut self, b: &mut Body) {
        b.snippet_done = true;
        self.snippet_uses += 1;
        let ins = [self.int(b), self.int(b)];
        let mut outs: Vec<String> = Vec::new();
        let ops = self.snippet.clone();
        for (op, x, y) in ops {
            let arg = |a: SnipArg, outs: &Vec<String>| match a {
                SnipArg::In(i) => ins[i].clone(),
                SnipArg::Prev(k) => outs[k].clone(),
                SnipArg::Const(c) => c.to_string(),
            };
            let (xs, ys) = (arg(x, &outs), arg(y, &outs));
            let r = self.fresh(b);
            self.emit(b, format!("{r} = {op} i32 {xs}, {ys}"));
            outs.push(r);
        }
        if let Some(r) = outs.pop() {
            b.keep.push(r.clone());
            self.push_int(b, r);
        }
    }

    /// A local array of `slot` elements, filled by a loop; its `addrspace(5)` pointer joins
    /// the pool.
    fn local_array(&mut self, b: &mut Body) {
        let n = self.slot;
        let la = self.fresh(b);
        b.allocas
            .push(format!("  {la} = alloca [{n} x i32], align 4"));
        let seed = self.int(b);
        let head = self.label(b, "linit");
        let body_l = self.label(b, "lfill");
        let done = self.label(b, "ldone");
        let pre = b.cur.clone();
        self.emit(b, format!("br label %{head}"));
        self.start(b, &head);
        let (i, inext, c) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(
            b,
            format!("{i} = phi i32 [ 0, %{pre} ], [ {inext}, %{body_l} ]"),
        );
        self.emit(b, format!("{c} = icmp ult i32 {i}, {n}"));
        self.emit(b, format!("br i1 {c}, label %{body_l}, label %{done}"));
        self.start(b, &body_l);
        let (v, w, g) = (self.fresh(b), self.fresh(b), self.fresh(b));
        let k = self.word() | 1;
        self.emit(b, format!("{v} = mul i32 {i}, {k}"));
        self.emit(b, format!("{w} = xor i32 {v}, {seed}"));
        self.emit(
            b,
            format!("{g} = getelementptr inbounds [{n} x i32], ptr {la}, i32 0, i32 {i}"),
        );
        self.emit(b, format!("store i32 {w}, ptr {g}, align 4"));
        self.emit(b, format!("{inext} = add nuw nsw i32 {i}, 1"));
        self.emit(b, format!("br label %{head}"));
        self.start(b, &done);
        b.cost += b.mult * u64::from(n) * 7;
        let l5 = self.fresh(b);
        self.emit(
            b,
            format!("{l5} = addrspacecast ptr {la} to ptr addrspace(5)"),
        );
        b.ptrs.push(PtrVal {
            name: l5,
            ty: 5,
            cap: n,
            writable: true,
            origins: vec![Atom::Space(Space::Local)],
            hint: Some(Space::Local),
            symbol: false,
        });
        self.used.insert(Feature::LocalMem);
    }

    /// The global arrays every function may reach.
    fn global_ptrs(&mut self, b: &mut Body) {
        if self.has(Feature::GlobalPtrs) && self.chance(1, 2) {
            self.use_g = true;
            b.ptrs.push(sym("@g", Space::Global, self.slot));
        }
        if self.has(Feature::ConstMem) && self.chance(2, 3) {
            self.use_c = true;
            b.ptrs.push(sym("@c", Space::Const, self.slot));
        }
        if self.has(Feature::SharedMem) && self.chance(2, 3) {
            self.use_sh = true;
            b.ptrs.push(sym("@sh", Space::Shared, self.shared));
        }
    }

    fn prologue(&mut self, b: &mut Body) {
        self.global_ptrs(b);
        if self.has(Feature::LocalMem) && self.chance(1, 2) {
            self.local_array(b);
        }
    }

    fn normal_body(&mut self, idx: usize) {
        let mut b = self.body(idx);
        b.observe = matches!(self.funcs[idx].ret, RKind::I32);
        self.prologue(&mut b);
        let n = self.range(1, self.cfg.stmts.max(1));
        self.stmts(&mut b, n);
        self.finish(&mut b, idx);
    }

    /// The body of a recursive function: some statements, then a test of the depth that
    /// either returns or calls the partner (itself, or the other half of a pair) with depth
    /// minus one.
    fn rec_body(&mut self, idx: usize) {
        let mut b = self.body(idx);
        self.prologue(&mut b);
        let n = self.range(1, (self.cfg.stmts / 2).max(1));
        self.stmts(&mut b, n);
        let partner = match self.funcs[idx].kind {
            FKind::MutRec(p) => {
                self.used.insert(Feature::MutualRecursion);
                p
            }
            _ => {
                self.used.insert(Feature::Recursion);
                idx
            }
        };
        let c = self.fresh(&mut b);
        self.emit(&mut b, format!("{c} = icmp eq i32 %depth, 0"));
        let base = self.label(&mut b, "base");
        let rec = self.label(&mut b, "recurse");
        let join = self.label(&mut b, "rjoin");
        self.emit(&mut b, format!("br i1 {c}, label %{base}, label %{rec}"));
        self.start(&mut b, &base);
        let bv = self.int(&mut b);
        self.emit(&mut b, format!("br label %{join}"));
        self.start(&mut b, &rec);
        let d1 = self.fresh(&mut b);
        self.emit(&mut b, format!("{d1} = sub i32 %depth, 1"));
        // The recursive call: parameters forwarded (pointers as they came), new integers.
        let f = self.funcs[partner].clone();
        let mut args = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let a = match p {
                PKind::Depth => format!("i32 {d1}"),
                PKind::I32 => format!("i32 {}", self.int(&mut b)),
                PKind::Ptr { .. } => {
                    let name = self.funcs[idx].param_name(i);
                    self.calls.push(CallRec {
                        callee: partner,
                        param: i,
                        origins: vec![Atom::Param(idx, i)],
                    });
                    self.used.insert(Feature::Forwarding);
                    format!("ptr {name}")
                }
                PKind::Image(_) => format!("i64 {}", self.funcs[idx].param_name(i)),
                PKind::Agg(e) => format!("[{e} x i32] {}", self.funcs[idx].param_name(i)),
                PKind::ByVal(e) => format!(
                    "ptr byval([{e} x i32]) align 4 {}",
                    self.funcs[idx].param_name(i)
                ),
            };
            args.push(a);
        }
        let r = self.fresh(&mut b);
        self.emit(
            &mut b,
            format!("{r} = call i32 @{}({})", f.name, args.join(", ")),
        );
        self.funcs[partner].callers += 1;
        let r2 = self.fresh(&mut b);
        let x = self.int(&mut b);
        self.emit(&mut b, format!("{r2} = xor i32 {r}, {x}"));
        let rec_end = b.cur.clone();
        self.emit(&mut b, format!("br label %{join}"));
        self.start(&mut b, &join);
        let res = self.fresh(&mut b);
        self.emit(
            &mut b,
            format!("{res} = phi i32 [ {bv}, %{base} ], [ {r2}, %{rec_end} ]"),
        );
        self.push_int(&mut b, res.clone());
        self.emit(&mut b, format!("ret i32 {res}"));
        self.close(&mut b, idx);
    }

    /// Returns and closes an ordinary body.
    fn finish(&mut self, b: &mut Body, idx: usize) {
        match self.funcs[idx].ret {
            RKind::Void => self.emit(b, "ret void".to_owned()),
            RKind::I32 => {
                // Every body that can observe it uses the snippet once.
                if b.observe && !self.snippet.is_empty() && !b.snippet_done {
                    self.snippet_use(b);
                }
                let x = self.result(b, 0);
                let y = self.int(b);
                let mut r = self.fresh(b);
                self.emit(b, format!("{r} = xor i32 {x}, {y}"));
                for k in std::mem::take(&mut b.keep) {
                    let r2 = self.fresh(b);
                    self.emit(b, format!("{r2} = xor i32 {r}, {k}"));
                    r = r2;
                }
                self.emit(b, format!("ret i32 {r}"));
            }
            RKind::Agg(e) => {
                let agg = self.aggregate(b, e);
                self.emit(b, format!("ret [{e} x i32] {agg}"));
            }
            RKind::Ptr { cap } => {
                // One of the pointer parameters, a select of two, or (sometimes) a global.
                let params: Vec<PtrVal> = b
                    .ptrs
                    .iter()
                    .filter(|p| p.ty == 0 && p.cap >= cap && p.origins.len() == 1)
                    .filter(|p| matches!(p.origins[0], Atom::Param(..)))
                    .cloned()
                    .collect();
                let p1 = self.choose(&params);
                let (val, origins) = if params.len() > 1 && self.chance(1, 2) {
                    let p2 = self.choose(&params);
                    let x = self.int(b);
                    let c = self.fresh(b);
                    let r = self.fresh(b);
                    self.emit(b, format!("{c} = icmp ugt i32 {x}, 7"));
                    self.emit(
                        b,
                        format!("{r} = select i1 {c}, ptr {}, ptr {}", p1.name, p2.name),
                    );
                    let mut o = p1.origins.clone();
                    o.extend(p2.origins.iter().copied());
                    (r, o)
                } else if self.has(Feature::ConstMem) && self.chance(1, 4) {
                    self.use_c = true;
                    (
                        "addrspacecast (ptr addrspace(4) @c to ptr)".to_owned(),
                        vec![Atom::Space(Space::Const)],
                    )
                } else {
                    (p1.name.clone(), p1.origins.clone())
                };
                self.rets.push((idx, origins));
                self.emit(b, format!("ret ptr {val}"));
            }
        }
        self.close(b, idx);
    }

    fn close(&mut self, b: &mut Body, idx: usize) {
        let mut text = String::new();
        let mut lines = std::mem::take(&mut b.lines);
        let allocas = std::mem::take(&mut b.allocas);
        lines.splice(1..1, allocas);
        for l in lines {
            text.push_str(&l);
            text.push('\n');
        }
        if self.texts.len() <= idx {
            self.texts.resize(idx + 1, String::new());
        }
        self.texts[idx] = text;
        self.funcs[idx].cost = b.cost;
    }

    /// A call to some function below this one in the DAG (preferring ones nobody calls yet).
    fn call_some(&mut self, b: &mut Body) -> bool {
        let level = b.level;
        let budget_left = b.budget.saturating_sub(b.cost);
        let cands: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| {
                let f = &self.funcs[i];
                matches!(f.kind, FKind::Normal | FKind::SelfRec | FKind::MutRec(_))
                    && f.level < level
                    && f.cost.saturating_mul(b.mult) <= budget_left
            })
            .collect();
        if cands.is_empty() {
            return false;
        }
        let uncalled: Vec<usize> = cands
            .iter()
            .copied()
            .filter(|&i| self.funcs[i].callers == 0)
            .collect();
        let callee = if !uncalled.is_empty() && self.chance(2, 3) {
            self.choose(&uncalled)
        } else {
            self.choose(&cands)
        };
        self.call(b, callee)
    }

    fn call(&mut self, b: &mut Body, callee: usize) -> bool {
        let f = self.funcs[callee].clone();
        // Choose the pointer arguments first: a writable parameter needs a writable pointer.
        let mut ptr_args = Vec::new();
        for p in &f.params {
            if let PKind::Ptr {
                cap,
                writable,
                pref,
            } = *p
            {
                match self.choose_ptr_arg(b, cap, writable, pref) {
                    Some(v) => ptr_args.push(v),
                    None => return false,
                }
            }
        }
        let mut ptr_args = ptr_args.into_iter();
        let mut args = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let a = match *p {
                PKind::Ptr { cap, .. } => {
                    let Some(v) = ptr_args.next() else {
                        return false;
                    };
                    let op = self.ptr_arg(b, &v, cap);
                    self.calls.push(CallRec {
                        callee,
                        param: i,
                        origins: v.origins.clone(),
                    });
                    format!("ptr {op}")
                }
                PKind::I32 => format!("i32 {}", self.int(b)),
                PKind::Depth => {
                    let v = self.int(b);
                    let d = self.fresh(b);
                    self.emit(b, format!("{d} = and i32 {v}, {MAX_REC_DEPTH}"));
                    format!("i32 {d}")
                }
                PKind::Image(_) => {
                    let v = self.int(b);
                    let h = self.fresh(b);
                    self.emit(b, format!("{h} = zext i32 {v} to i64"));
                    self.used.insert(Feature::Images);
                    format!("i64 {h}")
                }
                PKind::Agg(e) => {
                    let agg = self.aggregate(b, e);
                    if e * 4 > 64 {
                        self.used.insert(Feature::BigParams);
                    } else {
                        self.used.insert(Feature::Aggregates);
                    }
                    format!("[{e} x i32] {agg}")
                }
                PKind::ByVal(e) => {
                    let agg = self.aggregate(b, e);
                    let slot = self.fresh(b);
                    b.allocas
                        .push(format!("  {slot} = alloca [{e} x i32], align 4"));
                    self.emit(b, format!("store [{e} x i32] {agg}, ptr {slot}, align 4"));
                    self.used.insert(Feature::ByVal);
                    format!("ptr byval([{e} x i32]) align 4 {slot}")
                }
            };
            args.push(a);
        }
        self.used.insert(Feature::Calls);
        self.funcs[callee].callers += 1;
        b.cost += b.mult * (f.cost + 2);
        let args = args.join(", ");
        match f.ret {
            RKind::Void => self.emit(b, format!("call void @{}({args})", f.name)),
            RKind::I32 => {
                let r = self.fresh(b);
                self.emit(b, format!("{r} = call i32 @{}({args})", f.name));
                self.push_int(b, r);
            }
            RKind::Agg(e) => {
                let r = self.fresh(b);
                self.emit(b, format!("{r} = call [{e} x i32] @{}({args})", f.name));
                self.used.insert(Feature::BigReturns);
                for _ in 0..self.range(1, 2) {
                    let at = self.below(e);
                    let x = self.fresh(b);
                    self.emit(b, format!("{x} = extractvalue [{e} x i32] {r}, {at}"));
                    self.push_int(b, x);
                }
            }
            RKind::Ptr { cap } => {
                let r = self.fresh(b);
                self.emit(b, format!("{r} = call ptr @{}({args})", f.name));
                self.used.insert(Feature::PtrReturn);
                b.ptrs.push(PtrVal {
                    name: r,
                    ty: 0,
                    cap,
                    writable: false,
                    origins: vec![Atom::Ret(callee)],
                    hint: None,
                    symbol: false,
                });
            }
        }
        match f.kind {
            FKind::SelfRec => self.used.insert(Feature::Recursion),
            FKind::MutRec(_) => self.used.insert(Feature::MutualRecursion),
            _ => {}
        }
        if f.linkage != "internal" {
            self.used.insert(Feature::Linkage);
        }
        for (flag, feat) in [
            (f.noinline && !f.optnone, Feature::NoInline),
            (f.optnone, Feature::OptNone),
            (f.alwaysinline, Feature::AlwaysInline),
            (f.nooutline, Feature::NoOutline),
        ] {
            if flag {
                self.used.insert(feat);
            }
        }
        true
    }

    /// `zeroinitializer` with a few elements set.
    fn aggregate(&mut self, b: &mut Body, e: u32) -> String {
        let mut cur = "zeroinitializer".to_owned();
        for _ in 0..self.range(1, 3) {
            let v = self.int(b);
            let at = self.below(e);
            let r = self.fresh(b);
            self.emit(
                b,
                format!("{r} = insertvalue [{e} x i32] {cur}, i32 {v}, {at}"),
            );
            cur = r;
        }
        cur
    }

    fn choose_ptr_arg(
        &mut self,
        b: &mut Body,
        cap: u32,
        writable: bool,
        pref: Space,
    ) -> Option<PtrVal> {
        let ok = |p: &PtrVal| p.cap >= cap && (p.writable || !writable);
        let disagree = self.maybe(Feature::Disagree, 1, 3);
        let forward = self.maybe(Feature::Forwarding, 1, 2);
        let cands: Vec<PtrVal> = b
            .ptrs
            .iter()
            .filter(|p| ok(p))
            .filter(|p| disagree || p.hint == Some(pref))
            .filter(|p| !forward || p.ty == 0 || !b.ptrs.iter().any(|q| q.ty == 0 && ok(q)))
            .cloned()
            .collect();
        if !cands.is_empty() {
            return Some(self.choose(&cands));
        }
        // Make one of the preferred space where this function can.
        match pref {
            Space::Global if !writable && self.has(Feature::GlobalPtrs) => {
                self.use_g = true;
                return Some(sym("@g", Space::Global, self.slot));
            }
            Space::Const if self.has(Feature::ConstMem) => {
                self.use_c = true;
                return Some(sym("@c", Space::Const, self.slot));
            }
            Space::Shared if self.has(Feature::SharedMem) => {
                self.use_sh = true;
                return Some(sym("@sh", Space::Shared, self.shared));
            }
            _ => {}
        }
        let any: Vec<PtrVal> = b.ptrs.iter().filter(|p| ok(p)).cloned().collect();
        if any.is_empty() {
            return None;
        }
        Some(self.choose(&any))
    }

    /// The operand passed for a pointer parameter: generic, perhaps offset by a GEP.
    fn ptr_arg(&mut self, b: &mut Body, v: &PtrVal, cap: u32) -> String {
        if v.origins.contains(&Atom::Space(Space::Global)) {
            self.used.insert(Feature::GlobalPtrs);
        }
        if v.ty == 0 && !v.origins.iter().all(|a| matches!(a, Atom::Space(_))) {
            self.used.insert(Feature::Forwarding);
        }
        if v.cap >= cap * 2 && self.maybe(Feature::GepArgs, 1, 2) {
            self.used.insert(Feature::GepArgs);
            let k = self.below(v.cap - cap + 1);
            let g = self.fresh(b);
            self.emit(
                b,
                format!(
                    "{g} = getelementptr inbounds i32, {} {}, i32 {k}",
                    ptr_ty(v.ty),
                    v.name
                ),
            );
            let moved = PtrVal {
                name: g,
                symbol: false,
                ..v.clone()
            };
            return self.generic_operand(b, &moved);
        }
        self.generic_operand(b, v)
    }

    fn kernel_body(&mut self, idx: usize) {
        let mut b = self.body(idx);
        b.observe = true;
        let r = self.slot;
        for (name, decl) in [
            ("tid", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"),
            ("ntid", "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()"),
            ("ctaid", "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"),
        ] {
            self.intrinsic(decl);
            self.emit(
                &mut b,
                format!("%{name} = call i32 @llvm.nvvm.read.ptx.sreg.{name}.x()"),
            );
        }
        self.emit(&mut b, "%bx = mul i32 %ctaid, %ntid".to_owned());
        self.emit(&mut b, "%gid = add i32 %bx, %tid".to_owned());
        self.emit(&mut b, format!("%base = mul i32 %gid, {r}"));
        self.emit(
            &mut b,
            "%slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %base".to_owned(),
        );
        self.emit(
            &mut b,
            "%islot = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %base".to_owned(),
        );
        self.emit(
            &mut b,
            "%x0 = load i32, ptr addrspace(1) %islot, align 4".to_owned(),
        );
        b.ints.push("%n".to_owned());
        b.ints.push("%x0".to_owned());
        b.ints.push("%tid".to_owned());
        b.ptrs.push(PtrVal {
            name: "%slot".to_owned(),
            ty: 1,
            cap: r,
            writable: true,
            origins: vec![Atom::Space(Space::Global)],
            hint: Some(Space::Global),
            symbol: false,
        });
        b.ptrs.push(PtrVal {
            name: "%islot".to_owned(),
            ty: 1,
            cap: r,
            writable: false,
            origins: vec![Atom::Space(Space::Global)],
            hint: Some(Space::Global),
            symbol: false,
        });
        if self.has(Feature::SharedMem) {
            self.shared_init(&mut b);
        }
        self.global_ptrs(&mut b);
        if self.has(Feature::LocalMem) && self.chance(2, 3) {
            self.local_array(&mut b);
        }
        b.budget = self.fn_budget * 2;
        let n = self.range(1, self.cfg.stmts.max(1));
        self.stmts(&mut b, n);
        // A kernel uses the snippet twice (on different values).
        while !self.snippet.is_empty() && b.keep.len() < 2 {
            self.snippet_use(&mut b);
        }
        // Keep the kernel's latest results observable, and the snippet's.
        let mut recent: Vec<String> = b.ints.iter().rev().take(4).cloned().collect();
        for k in std::mem::take(&mut b.keep) {
            if !recent.contains(&k) {
                recent.push(k);
            }
        }
        let mut acc = "%x0".to_owned();
        for y in recent {
            let r = self.fresh(&mut b);
            self.emit(&mut b, format!("{r} = xor i32 {acc}, {y}"));
            acc = r;
        }
        self.emit(
            &mut b,
            format!("store i32 {acc}, ptr addrspace(1) %slot, align 4"),
        );
        self.emit(&mut b, "ret void".to_owned());
        self.close(&mut b, idx);
    }

    /// Thread `t` writes shared elements `t, t + ntid, ...`; then the block's barrier.
    fn shared_init(&mut self, b: &mut Body) {
        let sh = self.shared;
        self.use_sh = true;
        self.intrinsic("declare void @llvm.nvvm.barrier0()");
        let k = self.word() | 1;
        b.lines.push("  br label %shinit".to_owned());
        b.lines.push("shinit:".to_owned());
        b.lines
            .push("  %si = phi i32 [ %tid, %entry ], [ %si.next, %shfill ]".to_owned());
        b.lines.push(format!("  %sc = icmp ult i32 %si, {sh}"));
        b.lines
            .push("  br i1 %sc, label %shfill, label %shdone".to_owned());
        b.lines.push("shfill:".to_owned());
        b.lines.push(format!("  %sv = mul i32 %si, {k}"));
        b.lines.push("  %sw = xor i32 %sv, %n".to_owned());
        b.lines.push(format!(
            "  %sp = getelementptr inbounds [{sh} x i32], ptr addrspace(3) @sh, i32 0, i32 %si"
        ));
        b.lines
            .push("  store i32 %sw, ptr addrspace(3) %sp, align 4".to_owned());
        b.lines.push("  %si.next = add i32 %si, %ntid".to_owned());
        b.lines.push("  br label %shinit".to_owned());
        b.lines.push("shdone:".to_owned());
        b.lines.push("  call void @llvm.nvvm.barrier0()".to_owned());
        b.cur = "shdone".to_owned();
        b.cost += u64::from(sh) * 7 + 4;
    }

    fn launch(&mut self, idx: usize) -> String {
        let cost = self.funcs[idx].cost.max(1);
        let mut grid = self.range(1, self.cfg.grid.max(1));
        let mut block = self.range(1, self.cfg.block.max(1));
        let limit = u64::from(self.cfg.cost);
        while u64::from(grid) * u64::from(block) * cost > limit && block > 1 {
            block = block.div_ceil(2);
        }
        while u64::from(grid) * u64::from(block) * cost > limit && grid > 1 {
            grid -= 1;
        }
        let n = u64::from(grid) * u64::from(block) * u64::from(self.slot);
        let seed = self.r.arbitrary::<u32>().unwrap_or(0);
        let arg = self.word();
        format!(
            "@{} grid={grid} block={block} (out=i32[{n}] zero, in=i32[{n}] random {seed}, i32 {arg})",
            self.funcs[idx].name
        )
    }

    // ---- labels ---------------------------------------------------------------------------

    /// Least fixpoint of the spaces each parameter receives and each function returns.
    fn resolve(&self) -> (Vec<Vec<BTreeSet<Space>>>, Vec<BTreeSet<Space>>) {
        let mut params: Vec<Vec<BTreeSet<Space>>> = self
            .funcs
            .iter()
            .map(|f| vec![BTreeSet::new(); f.params.len()])
            .collect();
        let mut rets: Vec<BTreeSet<Space>> = vec![BTreeSet::new(); self.funcs.len()];
        fn eval(
            atoms: &[Atom],
            params: &[Vec<BTreeSet<Space>>],
            rets: &[BTreeSet<Space>],
        ) -> BTreeSet<Space> {
            let mut out = BTreeSet::new();
            for a in atoms {
                match *a {
                    Atom::Space(s) => {
                        out.insert(s);
                    }
                    Atom::Param(f, i) => out.extend(params[f][i].iter().copied()),
                    Atom::Ret(f) => out.extend(rets[f].iter().copied()),
                }
            }
            out
        }
        loop {
            let mut changed = false;
            for c in &self.calls {
                let s = eval(&c.origins, &params, &rets);
                let slot = &mut params[c.callee][c.param];
                let before = slot.len();
                slot.extend(s);
                changed |= slot.len() != before;
            }
            for (f, atoms) in &self.rets {
                let s = eval(atoms, &params, &rets);
                let before = rets[*f].len();
                rets[*f].extend(s);
                changed |= rets[*f].len() != before;
            }
            if !changed {
                return (params, rets);
            }
        }
    }

    fn labels(&mut self, kernels: &[(usize, bool)]) -> Vec<Label> {
        let mut out = Vec::new();
        for f in &self.funcs {
            let decision = if f.alwaysinline {
                ForceInline::AlreadyAlwaysInline
            } else if f.kind == FKind::Kernel {
                ForceInline::Kernel
            } else if f.params.iter().any(|p| matches!(p, PKind::Image(_))) {
                ForceInline::ImageHandle
            } else if f.noinline {
                ForceInline::NoInline
            } else if f.param_payload() > 384 {
                ForceInline::LargeParams
            } else if f.ret_payload() > 144 {
                ForceInline::LargeReturn
            } else {
                ForceInline::None
            };
            // A kernel's parameters are `ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n`.
            let params = if f.kind == FKind::Kernel {
                20
            } else {
                f.param_payload()
            };
            out.push(Label::ForceInline {
                func: f.name.clone(),
                decision,
                params,
                ret: f.ret_payload(),
            });
        }
        let (params, rets) = self.resolve();
        for (fi, f) in self.funcs.iter().enumerate() {
            for (i, p) in f.params.iter().enumerate() {
                if matches!(p, PKind::Ptr { .. }) {
                    let spaces: Vec<Space> = params[fi][i].iter().copied().collect();
                    if spaces.len() > 1 {
                        self.used.insert(Feature::Disagree);
                    }
                    out.push(Label::ArgSpace {
                        func: f.name.clone(),
                        param: i,
                        spaces,
                    });
                }
            }
            if matches!(f.ret, RKind::Ptr { .. }) {
                out.push(Label::RetSpace {
                    func: f.name.clone(),
                    spaces: rets[fi].iter().copied().collect(),
                });
            }
        }
        for c in &self.icalls {
            let class = &self.classes[c.class];
            let targets: BTreeSet<usize> = class.tables.iter().map(|t| t[c.slot]).collect();
            // LLVM's rule: a type test covers the calls it dominates through its pointer; a
            // constant table's users span the module, and LLVM 19 counts a use in another
            // function as dominated.
            let guarded = c.guarded
                || c.table.as_ref().is_some_and(|t| {
                    c.dominated
                        || self
                            .table_tests
                            .iter()
                            .any(|(f, x)| *f != c.caller && x == t)
                });
            let target = if guarded && targets.len() == 1 {
                targets.first().map(|&t| self.funcs[t].name.clone())
            } else {
                None
            };
            out.push(Label::Devirt {
                func: self.funcs[c.caller].name.clone(),
                call: c.name.clone(),
                target,
                guarded,
                candidates: targets.len(),
            });
        }
        for &(k, launched) in kernels {
            out.push(Label::Kernel {
                name: self.funcs[k].name.clone(),
                launched,
            });
        }
        for f in &self.funcs {
            let used = match f.kind {
                FKind::Kernel | FKind::Target => continue,
                _ => true,
            };
            // Definitions count even when nothing calls them.
            if used {
                if f.params.iter().any(|p| matches!(p, PKind::Image(_))) {
                    self.used.insert(Feature::Images);
                }
                if f.param_payload() > 384 {
                    self.used.insert(Feature::BigParams);
                }
                if f.ret_payload() > 144 {
                    self.used.insert(Feature::BigReturns);
                }
                if f.linkage != "internal" {
                    self.used.insert(Feature::Linkage);
                }
                if f.optnone {
                    self.used.insert(Feature::OptNone);
                } else if f.noinline {
                    self.used.insert(Feature::NoInline);
                }
                if f.alwaysinline {
                    self.used.insert(Feature::AlwaysInline);
                }
                if f.nooutline {
                    self.used.insert(Feature::NoOutline);
                }
            }
        }
        out
    }

    // ---- the module text ------------------------------------------------------------------

    fn module_text(&mut self) -> String {
        let mut s = String::new();
        s.push_str("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
        s.push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
        let r = self.slot;
        let mut md: Vec<String> = Vec::new();
        let mut annotations: Vec<usize> = Vec::new();
        if self.use_g {
            self.used.insert(Feature::GlobalPtrs);
            let vals: Vec<String> = (0..r).map(|_| format!("i32 {}", self.word())).collect();
            let _ = writeln!(
                s,
                "@g = internal addrspace(1) global [{r} x i32] [{}], align 4",
                vals.join(", ")
            );
        }
        if self.use_c {
            let vals: Vec<String> = (0..r).map(|_| format!("i32 {}", self.word())).collect();
            let _ = writeln!(
                s,
                "@c = internal addrspace(4) constant [{r} x i32] [{}], align 4",
                vals.join(", ")
            );
        }
        if self.use_sh {
            let _ = writeln!(
                s,
                "@sh = internal addrspace(3) global [{} x i32] undef, align 4",
                self.shared
            );
        }
        if self.use_count {
            s.push_str("@count = internal addrspace(1) global i32 0, align 4\n");
        }
        for (k, c) in self.classes.iter().enumerate() {
            for (t, row) in c.tables.iter().enumerate() {
                let elems: Vec<String> = row
                    .iter()
                    .map(|&f| format!("ptr @{}", self.funcs[f].name))
                    .collect();
                let _ = write!(
                    s,
                    "@vt{k}.{t} = internal constant [{} x ptr] [{}], align 8",
                    c.slots,
                    elems.join(", ")
                );
                if c.typed {
                    md.push(format!("!{{i64 0, !\"seam.class{k}\"}}"));
                    let _ = write!(s, ", !type !{}", md.len() - 1);
                }
                s.push('\n');
            }
        }
        s.push('\n');
        for (fi, f) in self.funcs.iter().enumerate() {
            let mut params = Vec::new();
            for (i, p) in f.params.iter().enumerate() {
                let name = f.param_name(i);
                params.push(match p {
                    PKind::Ptr { .. } => format!("ptr {name}"),
                    PKind::I32 | PKind::Depth => format!("i32 {name}"),
                    PKind::Image(k) => {
                        md.push(format!("!{{ptr @{}, !\"{k}\", i32 {i}}}", f.name));
                        annotations.push(md.len() - 1);
                        format!("i64 {name}")
                    }
                    PKind::Agg(e) => format!("[{e} x i32] {name}"),
                    PKind::ByVal(e) => format!("ptr byval([{e} x i32]) align 4 {name}"),
                });
            }
            let (cc, ret) = match f.kind {
                FKind::Kernel => {
                    params = vec![
                        "ptr addrspace(1) %out".to_owned(),
                        "ptr addrspace(1) %in".to_owned(),
                        "i32 %n".to_owned(),
                    ];
                    if f.annotated_kernel {
                        md.push(format!("!{{ptr @{}, !\"kernel\", i32 1}}", f.name));
                        annotations.push(md.len() - 1);
                        ("", "void".to_owned())
                    } else {
                        ("ptx_kernel ", "void".to_owned())
                    }
                }
                _ => (
                    "",
                    match f.ret {
                        RKind::Void => "void".to_owned(),
                        RKind::I32 => "i32".to_owned(),
                        RKind::Ptr { .. } => "ptr".to_owned(),
                        RKind::Agg(e) => format!("[{e} x i32]"),
                    },
                ),
            };
            let mut attrs = Vec::new();
            if f.alwaysinline {
                attrs.push("alwaysinline");
            }
            if f.noinline {
                attrs.push("noinline");
            }
            if f.optnone {
                attrs.push("optnone");
            }
            if f.nooutline {
                attrs.push("\"nooutline\"");
            }
            let linkage = if f.linkage.is_empty() {
                String::new()
            } else {
                format!("{} ", f.linkage)
            };
            let attrs = if attrs.is_empty() {
                String::new()
            } else {
                format!(" {}", attrs.join(" "))
            };
            let _ = write!(
                s,
                "define {linkage}{cc}{ret} @{}({}){attrs} {{\n{}}}\n\n",
                f.name,
                params.join(", "),
                self.texts.get(fi).map_or("", |t| t.as_str())
            );
        }
        for d in &self.intrinsics {
            s.push_str(d);
            s.push('\n');
        }
        if !annotations.is_empty() {
            let list: Vec<String> = annotations.iter().map(|i| format!("!{i}")).collect();
            let _ = writeln!(s, "\n!nvvm.annotations = !{{{}}}", list.join(", "));
        }
        if !md.is_empty() {
            s.push('\n');
            for (i, m) in md.iter().enumerate() {
                let _ = writeln!(s, "!{i} = {m}");
            }
        }
        s
    }
}

fn sym(name: &str, space: Space, cap: u32) -> PtrVal {
    PtrVal {
        name: name.to_owned(),
        ty: space.number(),
        cap,
        writable: false,
        origins: vec![Atom::Space(space)],
        hint: Some(space),
        symbol: true,
    }
}

fn merge(name: String, ty: u32, a: &PtrVal, b: &PtrVal) -> PtrVal {
    let mut origins = a.origins.clone();
    for o in &b.origins {
        if !origins.contains(o) {
            origins.push(*o);
        }
    }
    PtrVal {
        name,
        ty,
        cap: a.cap.min(b.cap),
        writable: a.writable && b.writable,
        origins,
        hint: if a.hint == b.hint { a.hint } else { None },
        symbol: false,
    }
}
