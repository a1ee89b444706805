//! Why an access that could have been narrowed was left generic.
//!
//! The interpreter records, per memory instruction through a generic pointer, which spaces its
//! accesses landed in ([`seam_oracle::perf::narrowing`]). An instruction whose accesses all
//! landed in one space is *narrowable* on those launches. For each such instruction left in a
//! module, [`why_generic`] follows its pointer back to where it comes from and names the rule
//! that keeps it generic:
//!
//! | reason | the pointer comes from | the rule |
//! |---|---|---|
//! | `kernel-parameter` | a kernel's parameter | no seed pass changes a kernel's signature (LLVM's NVPTX lowering makes kernel pointers global at code generation) |
//! | `external-linkage` | a parameter of a function another module may call | seed 001: only internal functions are narrowed or specialized in place |
//! | `address-taken` | a parameter of a function used other than by direct calls | seed 001: an indirect caller could pass any space |
//! | `disagreeing-callers` | a parameter whose callers pass different spaces (or generic pointers) | seed 001's vote: the meet of disagreeing votes is generic |
//! | `callers-agree` | a parameter whose every caller passes an `addrspacecast` from one space | none where the pipeline propagates or specializes (a clone budget spent, or calls the inliner made after specialization, are the usual causes) |
//! | `not-a-candidate` | a parameter of a `noinline`, `optnone` or `naked` function whose callers agree on a space | seed 000's `specialization_candidate` (none where the pipeline propagates: seed 001 has no such rule) |
//! | `callers-agree-derived` | a parameter whose callers all pass pointers into one space, some through a GEP, `phi` or `select` rather than a cast | seed 001's rule 2: `propagate-arg-spaces` takes only direct casts (none where the pipeline specializes) |
//! | `merged-spaces` | a `phi` or `select` of pointers into different spaces | address-space inference keeps a merge of two spaces generic |
//! | `loaded-from-memory` | a load (a pointer stored in memory) | the seeds' analyses do not look through memory |
//! | `returned-by-call` | a call's result | the seeds narrow parameters, not return values (except `specialize-callees`' return space) |
//! | `int-to-ptr` | `inttoptr` | no provenance |
//! | `specific-cast` | an `addrspacecast` from a specific space, reached without a merge | none for a pipeline with `infer-address-spaces`: it should have rewritten the access |
//! | `generic-object` | a global variable or `alloca` in the generic space | the object itself is generic |
//! | `other` | anything else (an `extractvalue`, a constant) | |
//!
//! The walk is deliberately simple and independent of the passes: it looks through GEPs,
//! bitcasts, `freeze`, generic-to-generic casts, and through `phi`/`select` when every
//! incoming pointer comes from the same place.

use std::collections::{BTreeMap, HashSet};

use seam::ir::{
    AddrSpace, AttrFlag, CastOp, ConstData, ConstExpr, FuncId, Inst, InstData, Module, Value,
};
use seam_oracle::perf::narrowing::{NarrowingTotals, SpaceRecord};

/// Why a narrowable access is still generic (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Reason {
    /// A kernel's parameter.
    KernelParameter,
    /// A parameter of a function with external linkage.
    ExternalLinkage,
    /// A parameter of a function whose address is taken.
    AddressTaken,
    /// A parameter whose callers pass different spaces.
    DisagreeingCallers,
    /// A parameter whose callers all pass a cast from one space.
    CallersAgree,
    /// A parameter whose callers all pass pointers into one space, not all as casts.
    CallersAgreeDerived,
    /// A parameter of a function seed 000 never specializes, whose callers agree.
    NotACandidate,
    /// A merge of pointers into different spaces.
    MergedSpaces,
    /// A pointer loaded from memory.
    LoadedFromMemory,
    /// A call's result.
    ReturnedByCall,
    /// `inttoptr`.
    IntToPtr,
    /// A cast from a specific space reaches the access.
    SpecificCast,
    /// A generic global variable or alloca.
    GenericObject,
    /// Anything else.
    Other,
}

impl Reason {
    /// Every reason, in table order.
    pub const ALL: [Reason; 14] = [
        Reason::KernelParameter,
        Reason::ExternalLinkage,
        Reason::AddressTaken,
        Reason::DisagreeingCallers,
        Reason::CallersAgree,
        Reason::CallersAgreeDerived,
        Reason::NotACandidate,
        Reason::MergedSpaces,
        Reason::LoadedFromMemory,
        Reason::ReturnedByCall,
        Reason::IntToPtr,
        Reason::SpecificCast,
        Reason::GenericObject,
        Reason::Other,
    ];

    /// Its name in tables.
    pub fn name(self) -> &'static str {
        match self {
            Reason::KernelParameter => "kernel-parameter",
            Reason::ExternalLinkage => "external-linkage",
            Reason::AddressTaken => "address-taken",
            Reason::DisagreeingCallers => "disagreeing-callers",
            Reason::CallersAgree => "callers-agree",
            Reason::CallersAgreeDerived => "callers-agree-derived",
            Reason::NotACandidate => "not-a-candidate",
            Reason::MergedSpaces => "merged-spaces",
            Reason::LoadedFromMemory => "loaded-from-memory",
            Reason::ReturnedByCall => "returned-by-call",
            Reason::IntToPtr => "int-to-ptr",
            Reason::SpecificCast => "specific-cast",
            Reason::GenericObject => "generic-object",
            Reason::Other => "other",
        }
    }

    /// Whether a seed rule explains it in a pipeline of the passes `passes` (their names):
    /// `specific-cast` is a missed opportunity only for a pipeline with
    /// `infer-address-spaces`, `callers-agree` only for one with `specialize-callees` or
    /// `propagate-arg-spaces`, `callers-agree-derived` only for one with `specialize-callees`
    /// (`propagate-arg-spaces` takes only direct casts), `other` always (the walk cannot
    /// say).
    pub fn explained_in(self, passes: &[&str]) -> bool {
        match self {
            Reason::SpecificCast => !passes.contains(&"infer-address-spaces"),
            Reason::CallersAgree => {
                !passes.contains(&"specialize-callees") && !passes.contains(&"propagate-arg-spaces")
            }
            Reason::CallersAgreeDerived => !passes.contains(&"specialize-callees"),
            Reason::NotACandidate => !passes.contains(&"propagate-arg-spaces"),
            Reason::Other => false,
            _ => true,
        }
    }
}

/// Who uses each function other than as a direct callee, and the direct call sites of each.
struct Uses {
    taken: HashSet<FuncId>,
    calls: BTreeMap<FuncId, Vec<(FuncId, Inst)>>,
}

impl Uses {
    fn scan(m: &Module) -> Uses {
        let mut u = Uses {
            taken: HashSet::new(),
            calls: BTreeMap::new(),
        };
        for g in m.globals.values() {
            if let Some(init) = g.init {
                crate::model::named_functions(m, init, &mut u.taken);
            }
        }
        for (f, func) in m.functions.iter() {
            let Some(body) = &func.body else { continue };
            for (_, i) in body.inst_order() {
                let data = &body.insts[i].data;
                let mut callee = None;
                if let InstData::Call(call) = data
                    && let Some(c) = m.direct_callee(call)
                {
                    u.calls.entry(c).or_default().push((f, i));
                    callee = Some(call.callee);
                }
                data.visit_operands(|v| {
                    if Some(v) != callee
                        && let Value::Const(c) = v
                    {
                        crate::model::named_functions(m, c, &mut u.taken);
                    }
                });
            }
        }
        u
    }
}

/// The specific space a pointer value provably comes from, looking through GEPs, bitcasts and
/// casts; `None` when it is not known to be in one space.
fn source_space(m: &Module, f: FuncId, v: Value, depth: u32) -> Option<AddrSpace> {
    if depth > 64 {
        return None;
    }
    let func = &m.functions[f];
    let ty = match v {
        Value::Inst(i) => func.body.as_ref()?.insts.get(i)?.ty,
        Value::Arg(n) => *func.param_types(&m.types).get(n as usize)?,
        Value::Const(c) => m.consts.ty(c),
    };
    if let Some(s) = m.types.ptr_space(ty)
        && !s.is_generic()
    {
        return Some(s);
    }
    match v {
        Value::Inst(i) => match &func.body.as_ref()?.insts[i].data {
            InstData::Gep { base, .. } => source_space(m, f, *base, depth + 1),
            InstData::Cast {
                op: CastOp::AddrSpaceCast | CastOp::BitCast,
                arg,
                ..
            }
            | InstData::Freeze { arg } => source_space(m, f, *arg, depth + 1),
            _ => None,
        },
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                expr: ConstExpr::Cast { value, .. },
                ..
            } => {
                let s = m.types.ptr_space(m.consts.ty(*value))?;
                (!s.is_generic()).then_some(s)
            }
            ConstData::Expr {
                expr: ConstExpr::Gep { base, .. },
                ..
            } => {
                let s = m.types.ptr_space(m.consts.ty(*base))?;
                (!s.is_generic()).then_some(s)
            }
            _ => None,
        },
        Value::Arg(_) => None,
    }
}

/// The pointer operand of a memory instruction.
fn pointer_of(data: &InstData) -> Option<Value> {
    match data {
        InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => Some(*ptr),
        InstData::AtomicRmw(d) => Some(d.ptr),
        InstData::CmpXchg(d) => Some(d.ptr),
        _ => None,
    }
}

struct Walker<'m> {
    m: &'m Module,
    uses: Uses,
}

impl Walker<'_> {
    fn reason(&self, f: FuncId, v: Value, seen: &mut HashSet<(FuncId, Value)>) -> Reason {
        if !seen.insert((f, v)) || seen.len() > 256 {
            return Reason::Other;
        }
        let m = self.m;
        let func = &m.functions[f];
        match v {
            Value::Arg(n) => self.parameter(f, n as usize),
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Global { .. } => Reason::GenericObject,
                ConstData::Expr {
                    expr: ConstExpr::Cast { op, value },
                    ..
                } => match op {
                    CastOp::IntToPtr => Reason::IntToPtr,
                    _ if source_space(m, f, Value::Const(*value), 0).is_some() => {
                        Reason::SpecificCast
                    }
                    _ => self.reason(f, Value::Const(*value), seen),
                },
                ConstData::Expr {
                    expr: ConstExpr::Gep { base, .. },
                    ..
                } => self.reason(f, Value::Const(*base), seen),
                _ => Reason::Other,
            },
            Value::Inst(i) => {
                let Some(body) = &func.body else {
                    return Reason::Other;
                };
                match &body.insts[i].data {
                    InstData::Gep { base, .. } => self.reason(f, *base, seen),
                    InstData::Freeze { arg } => self.reason(f, *arg, seen),
                    InstData::Cast { op, arg, .. } => match op {
                        CastOp::IntToPtr => Reason::IntToPtr,
                        CastOp::AddrSpaceCast | CastOp::BitCast => {
                            if source_space(m, f, *arg, 0).is_some() {
                                Reason::SpecificCast
                            } else {
                                self.reason(f, *arg, seen)
                            }
                        }
                        _ => Reason::Other,
                    },
                    InstData::Phi { incoming, .. } => {
                        let vals: Vec<Value> = incoming.iter().map(|&(v, _)| v).collect();
                        self.merge(f, &vals, seen)
                    }
                    InstData::Select {
                        if_true, if_false, ..
                    } => self.merge(f, &[*if_true, *if_false], seen),
                    InstData::Load { .. } => Reason::LoadedFromMemory,
                    InstData::Call(_) => Reason::ReturnedByCall,
                    InstData::Alloca { .. } => Reason::GenericObject,
                    _ => Reason::Other,
                }
            }
        }
    }

    /// A `phi` or `select`: merged spaces when the incoming pointers come from different
    /// specific spaces (or some from one and some from unknown places); else the reason of
    /// the incoming values when they agree.
    fn merge(&self, f: FuncId, vals: &[Value], seen: &mut HashSet<(FuncId, Value)>) -> Reason {
        let m = self.m;
        let spaces: Vec<Option<AddrSpace>> = vals
            .iter()
            .filter(|v| !is_null_or_undef(m, **v))
            .map(|&v| source_space(m, f, v, 0))
            .collect();
        let specific: HashSet<AddrSpace> = spaces.iter().flatten().copied().collect();
        if specific.len() > 1 || (!specific.is_empty() && spaces.iter().any(Option::is_none)) {
            return Reason::MergedSpaces;
        }
        if specific.len() == 1 {
            return Reason::SpecificCast;
        }
        let mut reasons = vals
            .iter()
            .filter(|v| !is_null_or_undef(m, **v))
            .map(|&v| self.reason(f, v, seen))
            .filter(|&r| r != Reason::Other);
        let first = reasons.next().unwrap_or(Reason::Other);
        if reasons.all(|r| r == first) {
            first
        } else {
            Reason::MergedSpaces
        }
    }

    fn parameter(&self, f: FuncId, n: usize) -> Reason {
        let m = self.m;
        let func = &m.functions[f];
        if m.is_kernel(f) {
            return Reason::KernelParameter;
        }
        if !func.linkage.is_local() {
            return Reason::ExternalLinkage;
        }
        if self.uses.taken.contains(&f) {
            return Reason::AddressTaken;
        }
        let mut agreed: Option<AddrSpace> = None;
        let mut all_casts = true;
        for &(caller, inst) in self.uses.calls.get(&f).map_or(&[][..], |v| v.as_slice()) {
            let Some(body) = &m.functions[caller].body else {
                continue;
            };
            let InstData::Call(call) = &body.insts[inst].data else {
                continue;
            };
            let Some(&arg) = call.args.get(n) else {
                continue;
            };
            all_casts &= is_cast(m, caller, arg);
            match (source_space(m, caller, arg, 0), agreed) {
                (None, _) => return Reason::DisagreeingCallers,
                (Some(s), None) => agreed = Some(s),
                (Some(s), Some(a)) if s == a => {}
                (Some(_), Some(_)) => return Reason::DisagreeingCallers,
            }
        }
        let never_specialized = [AttrFlag::NoInline, AttrFlag::OptNone, AttrFlag::Naked]
            .into_iter()
            .any(|a| m.has_fn_attr(f, a));
        if agreed.is_some() && never_specialized {
            Reason::NotACandidate
        } else if agreed.is_some() && all_casts {
            Reason::CallersAgree
        } else if agreed.is_some() {
            Reason::CallersAgreeDerived
        } else {
            Reason::Other
        }
    }
}

/// Whether `v` is an `addrspacecast` (instruction or constant expression) from a specific
/// space: what `propagate-arg-spaces` accepts at a call.
fn is_cast(m: &Module, f: FuncId, v: Value) -> bool {
    let from = |ty| {
        m.types
            .ptr_space(ty)
            .is_some_and(|s: AddrSpace| !s.is_generic())
    };
    match v {
        Value::Inst(i) => m.functions[f].body.as_ref().is_some_and(|b| {
            matches!(&b.insts[i].data, InstData::Cast { op: CastOp::AddrSpaceCast, arg, .. }
            if from(match *arg {
                Value::Inst(j) => b.insts[j].ty,
                Value::Arg(n) => m.functions[f].param_types(&m.types)[n as usize],
                Value::Const(c) => m.consts.ty(c),
            }))
        }),
        Value::Const(c) => matches!(m.consts.get(c), ConstData::Expr {
            expr: ConstExpr::Cast { op: CastOp::AddrSpaceCast, value }, ..
        } if from(m.consts.ty(*value))),
        Value::Arg(_) => false,
    }
}

fn is_null_or_undef(m: &Module, v: Value) -> bool {
    matches!(v, Value::Const(c) if matches!(
        m.consts.get(c),
        ConstData::Null(_) | ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_)
    ))
}

/// Why the access of instruction `inst` of function `f` goes through a generic pointer; `None`
/// when it is not a memory access.
pub fn why_generic(m: &Module, f: FuncId, inst: Inst) -> Option<Reason> {
    Explainer::new(m).why(f, inst)
}

/// [`why_generic`] for many instructions of one module (the module is scanned once).
#[allow(missing_debug_implementations)]
pub struct Explainer<'m> {
    w: Walker<'m>,
}

impl<'m> Explainer<'m> {
    /// Scans `m`'s calls and address-taken functions.
    pub fn new(m: &'m Module) -> Explainer<'m> {
        Explainer {
            w: Walker {
                m,
                uses: Uses::scan(m),
            },
        }
    }

    /// Why `inst` of `f` accesses through a generic pointer.
    pub fn why(&self, f: FuncId, inst: Inst) -> Option<Reason> {
        let body = self.w.m.functions.get(f)?.body.as_ref()?;
        let ptr = pointer_of(&body.insts.get(inst)?.data)?;
        Some(self.w.reason(f, ptr, &mut HashSet::new()))
    }
}

/// Narrowing over the launches of one module: totals, and the narrowable accesses left generic
/// per reason.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct NarrowingTally {
    /// Generic accesses executed, and how many were narrowable.
    pub totals: NarrowingTotals,
    /// Narrowable accesses per reason.
    pub by_reason: BTreeMap<Reason, u64>,
    /// The first few instructions of each reason: `LABEL @function: instruction`.
    pub examples: BTreeMap<Reason, Vec<String>>,
}

/// How many examples [`NarrowingTally`] keeps per reason.
pub const EXAMPLES: usize = 3;

impl NarrowingTally {
    /// The tally of module `m` from what its launches recorded; examples are labelled
    /// `label` (a seed), and none are kept without one.
    pub fn of(m: &Module, record: &SpaceRecord<(FuncId, Inst)>, label: &str) -> NarrowingTally {
        let e = Explainer::new(m);
        let mut t = NarrowingTally {
            totals: record.totals(),
            ..NarrowingTally::default()
        };
        // In a fixed order, so that the examples do not depend on hashing.
        let mut touches: Vec<_> = record.touches.iter().collect();
        touches.sort_by_key(|(k, _)| **k);
        for (&(f, i), touch) in touches {
            if touch.narrowable() {
                let r = e.why(f, i).unwrap_or(Reason::Other);
                *t.by_reason.entry(r).or_default() += touch.count;
                let ex = t.examples.entry(r).or_default();
                // No label: no examples (the campaign keeps counts only).
                if !label.is_empty() && ex.len() < EXAMPLES {
                    let func = &m.functions[f];
                    ex.push(format!(
                        "{label} @{}: {}",
                        func.name,
                        seam::text::print_instruction(m, func, i).trim()
                    ));
                }
            }
        }
        t
    }

    /// Adds `o`.
    pub fn add(&mut self, o: &NarrowingTally) {
        self.totals += o.totals;
        for (&r, &n) in &o.by_reason {
            *self.by_reason.entry(r).or_default() += n;
        }
        for (r, ex) in &o.examples {
            let mine = self.examples.entry(*r).or_default();
            let room = EXAMPLES.saturating_sub(mine.len());
            mine.extend(ex.iter().take(room).cloned());
        }
    }

    /// Narrowable accesses no seed rule explains in a pipeline of `passes`
    /// ([`Reason::explained_in`]).
    pub fn unexplained(&self, passes: &[&str]) -> u64 {
        self.by_reason
            .iter()
            .filter(|(r, _)| !r.explained_in(passes))
            .map(|(_, n)| n)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: &str = r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [4 x i32] zeroinitializer
@g = addrspace(1) global [4 x i32] zeroinitializer

define internal void @agree(ptr %p) {
  store i32 1, ptr %p
  ret void
}
define internal void @derived(ptr %p) {
  store i32 8, ptr %p
  ret void
}
define internal void @disagree(ptr %p) {
  store i32 2, ptr %p
  ret void
}
define void @external(ptr %p) {
  store i32 3, ptr %p
  ret void
}
define ptx_kernel void @k(ptr %out, i1 %c) {
  %sg = addrspacecast ptr addrspace(3) @s to ptr
  %gg = addrspacecast ptr addrspace(1) @g to ptr
  call void @agree(ptr %sg)
  %sg4 = getelementptr i8, ptr %sg, i64 4
  call void @derived(ptr %sg4)
  call void @disagree(ptr %sg)
  call void @disagree(ptr %gg)
  call void @external(ptr %gg)
  %m = select i1 %c, ptr %sg, ptr %gg
  store i32 4, ptr %m
  %q = getelementptr i32, ptr %sg, i64 1
  store i32 5, ptr %q
  store i32 6, ptr %out
  %l = load ptr, ptr %out
  store i32 7, ptr %l
  ret void
}
"#;

    #[test]
    fn each_pointer_gets_its_rule() {
        let m = seam::text::parse_module(M).unwrap();
        let e = Explainer::new(&m);
        let stores = |name: &str| -> Vec<Reason> {
            let f = m.find_function(name).unwrap();
            let body = m.functions[f].body.as_ref().unwrap();
            body.inst_order()
                .filter(|&(_, i)| matches!(body.insts[i].data, InstData::Store { .. }))
                .map(|(_, i)| e.why(f, i).unwrap())
                .collect()
        };
        assert_eq!(stores("agree"), [Reason::CallersAgree]);
        assert_eq!(stores("derived"), [Reason::CallersAgreeDerived]);
        assert_eq!(stores("disagree"), [Reason::DisagreeingCallers]);
        assert_eq!(stores("external"), [Reason::ExternalLinkage]);
        assert_eq!(
            stores("k"),
            [
                Reason::MergedSpaces,
                Reason::SpecificCast,
                Reason::KernelParameter,
                Reason::LoadedFromMemory
            ]
        );
    }
}
