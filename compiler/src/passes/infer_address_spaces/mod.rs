//! `infer-address-spaces`: intraprocedural address-space inference, after LLVM 19's
//! `InferAddressSpaces` as `opt-19 -passes=infer-address-spaces` runs it for NVPTX.
//!
//! **Requires** a verified module. **Ensures** the module verifies, and a launch without
//! undefined behaviour observes what it observed before. **Scope**: each defined function on its own (no call site, no
//! callee is looked at). **Does not** change signatures, specialize or clone functions, look
//! through loads or calls, or use `llvm.nvvm.isspacep` branch conditions (only `llvm.assume`
//! of one, as LLVM does).
//!
//! Rules:
//! 1. **Flat address expressions** are the generic (`ptr`) values built by `addrspacecast`,
//!    `getelementptr`, `phi`, `select`, a pointer `bitcast` and a no-op
//!    `inttoptr (ptrtoint p)` pair (pointer-sized integer), as instructions or as constant
//!    expressions. They are collected from the addresses of `load`, `store` (the address, never
//!    the stored value), `atomicrmw`, `cmpxchg`, `llvm.memcpy`/`memmove`/`memset`, the base of
//!    every `getelementptr`, both pointers of an `icmp`, the operand of an `addrspacecast` to a
//!    specific space, the source of a no-op pair, and a returned pointer, following pointer
//!    operands through expressions.
//! 2. **Lattice**, per expression: uninitialized > one specific space > generic; a fixpoint
//!    over a worklist (linear: a value only moves down). An `addrspacecast` from space S gives
//!    S; any other value (a parameter, a load, a call result, a global, `inttoptr`, `null`,
//!    `undef`) gives its own type's space, so generic. A `phi`, `getelementptr`, `bitcast` or
//!    no-op pair joins its pointer operands (two different spaces give generic). A `select`
//!    follows LLVM: a constant arm that can be cast to the other arm's space (its own space,
//!    `undef`/`poison`, `null`, a generic `inttoptr`, or an `addrspacecast` of such) takes that
//!    space, waiting while the other arm is uninitialized; otherwise the join.
//! 3. **Assumptions**: a generic operand `p` of a `getelementptr`, `bitcast` or no-op pair
//!    whose stripped pointer (through `inbounds` GEPs, casts and `returned` arguments) is the
//!    stripped operand of `llvm.assume(llvm.nvvm.isspacep.S(q))` counts as space S when the
//!    assume is valid at the user: earlier in the same block; later in the same block with at
//!    most 14 instructions in between that are sure to reach it (no volatile store, only
//!    `nounwind willreturn` calls); or in the block's unique predecessor (LLVM run alone has no
//!    dominator tree, so this is exactly what `opt-19` does). The operand becomes an
//!    `addrspacecast` to S inserted before the user.
//! 4. **Rewriting**: an expression that resolved to space S moves into S: a `getelementptr`,
//!    `phi`, `select` or `bitcast` is retyped in place (it keeps its name and position; a GEP
//!    keeps `inbounds` and drops `nusw`/`nuw`, as LLVM 19 does); an `addrspacecast` from S is
//!    replaced by its operand; a no-op pair by its source in S; a constant expression by its
//!    clone in S.
//! 5. **Uses** of a moved value: the address of a `load` or `store` (volatile included: NVPTX
//!    has volatile accesses in every space), of a non-volatile `atomicrmw` or `cmpxchg`, or of a
//!    non-volatile memory intrinsic (re-declared with the new pointer types, e.g.
//!    `llvm.memcpy.p1.p3.i64`, keeping only the `align` of its pointer arguments, as LLVM's
//!    `IRBuilder` does) takes the value in S. An `icmp` of two values moved to one space, or of
//!    a moved value and a constant that can be cast to its space, compares in that space. An
//!    `addrspacecast` of a moved value to S itself is replaced by the value. Any other use (a
//!    call argument, a stored value, `ptrtoint`, `ret`, a `phi`/`select`/GEP left generic)
//!    gets one `addrspacecast` of the value back to generic, placed right after the value
//!    (after the block's phis for a phi); the original `addrspacecast` is kept for such uses
//!    instead of a round trip, and a constant expression is replaced by the constant
//!    `addrspacecast` of its clone.
//! 6. **Clean-up**: a replaced `addrspacecast` or no-op pair left without uses is deleted, with
//!    the operands that become dead through it.
//!
//! Options (both off by default, as LLVM 19 for NVPTX does neither):
//! - `assume-alloca-local`: an `alloca` in the generic space is a local-memory address (NVPTX's
//!   alloca lowering makes it one): a source of space 5, its accesses going through
//!   `addrspacecast ptr %a to ptr addrspace(5)` inserted after it (or the one already there,
//!   as that lowering leaves it, so that a second run changes nothing).
//! - `assume-kernel-params-global`: a kernel's generic pointer parameter (not `byval`) points
//!   to global memory, as NVPTXLowerArgs assumes under CUDA: a source of space 1, through a
//!   cast at the top of the entry block (or one already among the casts opening it). Seam's
//!   launches pass buffers (global) or `null`.
//!
//! Where seam differs from `opt-19`, on purpose:
//! - One `addrspacecast` back to generic per moved value, shared by all its other uses (LLVM
//!   makes one per user); and a store of a moved value through itself rewrites both operands
//!   (LLVM's use walk skips the second operand of one user and keeps the old expression alive).
//! - A write (store, atomic, memory-intrinsic destination) whose address resolves to a
//!   read-only space (const, param) keeps its generic address: seam's verifier rejects writes
//!   through such pointers, and the write is undefined behaviour if it runs.
//! - A phi operand is never taken from an assumption (LLVM 19 inserts the cast before the phi,
//!   which is invalid IR), and an operand that stayed uninitialized (a cycle of expressions
//!   only reachable from unreachable code) becomes `poison` (LLVM 19 leaves a null operand).
//! - `isspacep.shared.cluster` proves space 7, not 3 (LLVM 19 says shared, which another
//!   block's shared memory in the cluster is not, and which seam's interpreter does not hold).
//! - The memory intrinsic is declared once with its final types (LLVM rewrites one pointer at
//!   a time and leaves the intermediate declaration, e.g. `llvm.memcpy.p0.p3.i64`, unused).
//! - Constant uses are replaced where an instruction uses the expression directly; a constant
//!   nesting it inside another constant keeps its spelling (same value).
//! - The ephemeral-value exclusion of LLVM's assumption check is not reproduced.
//!
//! Remarks: one per function that changed, decision `rewrote`, reason the specific spaces
//! used (`global,shared`), with `accesses` (memory operands moved to a specific space),
//! `generic-left` (memory operands still generic after the pass), `exprs` (instructions
//! retyped in place) and `casts` (casts back to generic added).

mod analysis;
mod rewrite;

use rustc_hash::FxHashMap;

use super::{PassError, PassOption, Remark, option_bool};
use crate::entity::EntityRef;
use crate::ir::builder::declare_intrinsic;
use crate::ir::intrinsics;
use crate::ir::{
    AddrSpace, AttrFlag, AttrSetId, Attribute, Body, CastOp, ConstData, ConstExpr, ConstId,
    FastMath, FuncId, GepFlags, Inst, InstData, IntFlags, Intrinsic, Module, OverloadTy, TailKind,
    TypeId, Value,
};

const PASS: &str = "infer-address-spaces";

/// Options.
pub(super) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "assume-alloca-local",
        doc: "an alloca in the generic space is a local-memory address (space 5), as NVPTX's \
              alloca lowering makes it",
        default: "false",
    },
    PassOption {
        name: "assume-kernel-params-global",
        doc: "a kernel's generic pointer parameter (not byval) points to global memory (space \
              1), as NVPTXLowerArgs assumes under CUDA",
        default: "false",
    },
];

/// The lattice top: no information yet.
const UNINIT: u32 = u32::MAX;
/// The generic (flat) space: the lattice bottom.
const FLAT: u32 = 0;
/// No node / empty list.
const NONE: u32 = u32::MAX;
/// LLVM's scan limit when an assumption follows its context in the same block.
const ASSUME_SCAN_LIMIT: u32 = 15;

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let opts = Options {
        alloca_local: option_bool(options, "assume-alloca-local", false)?,
        kernel_params_global: option_bool(options, "assume-kernel-params-global", false)?,
    };
    let mut st = State::new(m, opts);
    let ids: Vec<FuncId> = m.functions.keys().collect();
    let mut changed = false;
    for f in ids {
        if m.functions[f].body.is_none() {
            continue;
        }
        if let Some(r) = st.function(m, f)? {
            changed = true;
            remarks.push(r);
        }
    }
    Ok(changed)
}

#[derive(Clone, Copy, Debug)]
struct Options {
    alloca_local: bool,
    kernel_params_global: bool,
}

/// What a direct callee is, for this pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Callee {
    Other,
    Mem(Intrinsic),
    Assume,
    IsSpacep(u32),
}

/// The kind of a flat address expression.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `getelementptr` instruction (retyped in place).
    Gep,
    /// `phi` (retyped in place).
    Phi,
    /// `select` (retyped in place).
    Select,
    /// `bitcast ptr to ptr` (retyped in place).
    BitCast,
    /// `addrspacecast` instruction from a specific space: replaced by its operand.
    Asc,
    /// `inttoptr (ptrtoint p)` no-op pair: replaced by `p` in the new space.
    IntToPtr,
    /// A generic `alloca` under `assume-alloca-local`.
    Alloca,
    /// A kernel pointer parameter under `assume-kernel-params-global`.
    Param,
    /// Constant `addrspacecast` from a specific space.
    ConstAsc,
    /// Constant `getelementptr`.
    ConstGep,
}

impl Kind {
    fn in_place(self) -> bool {
        matches!(self, Kind::Gep | Kind::Phi | Kind::Select | Kind::BitCast)
    }
}

#[derive(Clone, Copy, Debug)]
struct Node {
    value: Value,
    kind: Kind,
    /// The space of a source kind (Asc, ConstAsc, Alloca, Param).
    fixed: u32,
    ops_start: u32,
    ops_len: u32,
    /// The lattice value.
    space: u32,
    /// The value in `space` (raw: may be an `addrspacecast` that is itself replaced).
    newv: Option<Value>,
    /// The cast of `newv` back to generic, once made.
    cast_back: Option<Value>,
}

#[derive(Clone, Copy, Debug)]
struct Op {
    value: Value,
    /// The operand's node, or `NONE`.
    node: u32,
    /// The operand's space when it is not a node (its type's, or the assumed one).
    fixed: u32,
    /// `fixed` comes from an assumption.
    predicated: bool,
}

/// An `llvm.assume(llvm.nvvm.isspacep.S(p))`.
#[derive(Clone, Copy, Debug)]
struct AssumeInfo {
    key: Value,
    space: u32,
    inst: Inst,
    block: u32,
}

/// Ordered lists of new instructions anchored at an index (an instruction or a block).
#[derive(Default, Debug)]
struct Lists {
    head: Vec<u32>,
    tail: Vec<u32>,
}

impl Lists {
    fn reset(&mut self, n: usize) {
        self.head.clear();
        self.head.resize(n, NONE);
        self.tail.clear();
        self.tail.resize(n, NONE);
    }

    fn grow(&mut self, n: usize) {
        if self.head.len() < n {
            self.head.resize(n, NONE);
            self.tail.resize(n, NONE);
        }
    }

    fn push(&mut self, recs: &mut Vec<(Inst, u32)>, at: usize, inst: Inst) {
        let r = recs.len() as u32;
        recs.push((inst, NONE));
        if self.head[at] == NONE {
            self.head[at] = r;
        } else {
            recs[self.tail[at] as usize].1 = r;
        }
        self.tail[at] = r;
    }
}

/// Counts of one function's rewrite.
#[derive(Default, Debug)]
struct Stats {
    changed: bool,
    accesses: u32,
    generic_left: u32,
    exprs: u32,
    spaces: Vec<u32>,
}

impl Stats {
    fn space(&mut self, s: u32) {
        if !self.spaces.contains(&s) {
            self.spaces.push(s);
        }
    }
}

/// The pass over a module: the module's tables, and three groups of scratch space reused
/// across functions (cleared per function): the function's facts, the graph of pointer
/// expressions with its solution (`analysis.rs`), and the edits that rewrite the body
/// (`rewrite.rs`).
#[derive(Debug)]
struct State {
    opts: Options,
    callees: Vec<Callee>,
    has_mem: bool,
    has_assumes: bool,
    generic_ptr_bits: u32,
    decls: FxHashMap<(u8, u32, u32, u32), FuncId>,
    ptr_tys: FxHashMap<u32, TypeId>,
    func: FuncFacts,
    graph: Graph,
    edits: Edits,
}

/// What the pass knows of the function at hand.
#[derive(Default, Debug)]
struct FuncFacts {
    param_tys: Vec<TypeId>,
    /// Parameters that are sources of a specific space (a kernel's pointers, as global).
    param_source: Vec<bool>,
    inst_block: Vec<u32>,
    assumes: Vec<AssumeInfo>,
    inst_pos: Vec<u32>,
    single_pred: Vec<u32>,
}

/// The pointer expressions of one function as a graph, and the space inferred for each.
#[derive(Default, Debug)]
struct Graph {
    node_of_inst: Vec<u32>,
    node_of_arg: Vec<u32>,
    node_of_const: FxHashMap<ConstId, u32>,
    nodes: Vec<Node>,
    ops: Vec<Op>,
    stack: Vec<(u32, bool)>,
    postorder: Vec<u32>,
    user_start: Vec<u32>,
    users: Vec<u32>,
    worklist: Vec<u32>,
    in_worklist: Vec<bool>,
}

/// The rewrite of one function: what changes, where new instructions go, what dies.
#[derive(Default, Debug)]
struct Edits {
    to_specific: Vec<Inst>,
    subst: FxHashMap<Inst, u32>,
    adopted: FxHashMap<Value, Inst>,
    before: Lists,
    after: Lists,
    after_phis: Lists,
    recs: Vec<(Inst, u32)>,
    new_insts: Vec<Inst>,
    deleted: Vec<bool>,
    dirty: Vec<bool>,
    uses: Vec<u32>,
    dead: Vec<Inst>,
    tmp_vals: Vec<Value>,
    stats: Stats,
}

impl State {
    fn new(m: &Module, opts: Options) -> State {
        let mut callees = vec![Callee::Other; m.functions.capacity_bound()];
        let (mut assume, mut isspacep, mut mem) = (false, false, false);
        for (f, func) in m.functions.iter() {
            if !func.name.starts_with("llvm.") {
                continue;
            }
            let kind = match intrinsics::lookup(&func.name) {
                Some((i @ (Intrinsic::Memcpy | Intrinsic::Memmove | Intrinsic::Memset), _)) => {
                    mem = true;
                    Callee::Mem(i)
                }
                Some((Intrinsic::Assume, _)) => {
                    assume = true;
                    Callee::Assume
                }
                Some((Intrinsic::IsSpacep(s), _)) => {
                    isspacep = true;
                    Callee::IsSpacep(s.0)
                }
                _ => Callee::Other,
            };
            callees[f.index()] = kind;
        }
        State {
            opts,
            callees,
            has_mem: mem,
            has_assumes: assume && isspacep,
            generic_ptr_bits: m.data_layout().pointer_bits(AddrSpace::GENERIC),
            decls: FxHashMap::default(),
            ptr_tys: FxHashMap::default(),
            func: FuncFacts::default(),
            graph: Graph::default(),
            edits: Edits::default(),
        }
    }

    /// Runs on function `f`; a remark if it changed.
    fn function(&mut self, m: &mut Module, f: FuncId) -> Result<Option<Remark>, PassError> {
        let is_kernel = self.opts.kernel_params_global && m.is_kernel(f);
        let func = &m.functions[f];
        self.func.param_tys.clear();
        self.func
            .param_tys
            .extend_from_slice(func.param_types(&m.types));
        self.func.param_source.clear();
        self.func
            .param_source
            .resize(self.func.param_tys.len(), false);
        if is_kernel {
            for (k, p) in func.params.iter().enumerate() {
                if self.func.param_tys.get(k) == Some(&TypeId::PTR)
                    && m.attrs.byval(p.attrs).is_none()
                {
                    self.func.param_source[k] = true;
                }
            }
        }
        let Some(mut body) = m.functions[f].body.take() else {
            return Ok(None);
        };
        let r = self.body(m, &mut body);
        m.functions[f].body = Some(body);
        if !r? {
            return Ok(None);
        }
        let name = m.functions[f].name.clone();
        let s = &mut self.edits.stats;
        s.spaces.sort_unstable();
        let reason: Vec<String> = s
            .spaces
            .iter()
            .map(|&a| match AddrSpace(a).nvptx() {
                Some(n) => n.name().to_owned(),
                None => format!("addrspace({a})"),
            })
            .collect();
        let casts = self
            .graph
            .nodes
            .iter()
            .filter(
                |n| matches!(n.cast_back, Some(Value::Inst(i)) if !self.edits.deleted[i.index()]),
            )
            .count();
        Ok(Some(
            Remark::new(PASS, &name, "rewrote", &reason.join(","))
                .with("accesses", s.accesses)
                .with("generic-left", s.generic_left)
                .with("exprs", s.exprs)
                .with("casts", casts),
        ))
    }

    /// Infers and rewrites one body; whether it changed.
    fn body(&mut self, m: &mut Module, body: &mut Body) -> Result<bool, PassError> {
        let bound = body.inst_bound();
        self.graph.node_of_inst.clear();
        self.graph.node_of_inst.resize(bound, NONE);
        self.graph.node_of_arg.clear();
        self.graph
            .node_of_arg
            .resize(self.func.param_tys.len(), NONE);
        self.graph.node_of_const.clear();
        self.func.inst_block.clear();
        self.func.inst_block.resize(bound, NONE);
        self.graph.nodes.clear();
        self.graph.ops.clear();
        self.graph.stack.clear();
        self.graph.postorder.clear();
        self.edits.to_specific.clear();
        self.edits.subst.clear();
        self.edits.adopted.clear();
        self.func.assumes.clear();
        self.edits.new_insts.clear();
        self.edits.recs.clear();
        self.edits.stats = Stats::default();

        if self.has_assumes {
            self.scan_assumes(m, body);
        }
        self.collect(m, body);
        if self.graph.nodes.is_empty() {
            return Ok(false);
        }
        self.solve(m, body);
        if !self
            .graph
            .nodes
            .iter()
            .any(|n| n.space != UNINIT && n.space != FLAT)
        {
            return Ok(false);
        }
        self.rewrite(m, body)?;
        Ok(self.edits.stats.changed)
    }

    // ---- values and types ----
}

fn internal(what: &str) -> PassError {
    PassError(format!(
        "internal error (please report with the input): {what}"
    ))
}

fn join(a: u32, b: u32) -> u32 {
    if a == FLAT || b == FLAT {
        FLAT
    } else if a == UNINIT {
        b
    } else if b == UNINIT || a == b {
        a
    } else {
        FLAT
    }
}

fn const_of(v: Value) -> Option<ConstId> {
    match v {
        Value::Const(c) => Some(c),
        Value::Inst(_) | Value::Arg(_) => None,
    }
}

/// Whether writes through a pointer into space `s` are allowed (seam's verifier rejects
/// stores and atomics into const and param memory).
fn writable(s: u32) -> bool {
    AddrSpace(s).nvptx().is_none_or(|n| n.is_writable())
}

/// LLVM's `isSafeToCastConstAddrSpace`: whether constant `c` can be cast to space `to`.
fn safe_const_cast(m: &Module, c: ConstId, to: u32) -> bool {
    let Some(from) = m.types.ptr_space(m.consts.ty(c)).map(|a| a.0) else {
        return false;
    };
    if from == to || m.consts.is_undef_or_poison(c) {
        return true;
    }
    if to == UNINIT || (from != FLAT && to != FLAT) {
        return false;
    }
    match m.consts.get(c) {
        ConstData::Null(_) => true,
        ConstData::Expr {
            expr:
                ConstExpr::Cast {
                    op: CastOp::AddrSpaceCast,
                    value,
                },
            ..
        } => safe_const_cast(m, *value, to),
        ConstData::Expr {
            ty,
            expr:
                ConstExpr::Cast {
                    op: CastOp::IntToPtr,
                    ..
                },
        } => *ty == TypeId::PTR,
        ConstData::Int { .. }
        | ConstData::Float { .. }
        | ConstData::Zero(_)
        | ConstData::Undef(_)
        | ConstData::Poison(_)
        | ConstData::Array { .. }
        | ConstData::Vector { .. }
        | ConstData::Struct { .. }
        | ConstData::Global { .. }
        | ConstData::Expr { .. }
        | ConstData::Metadata(_)
        | ConstData::InlineAsm(_) => false,
    }
}

/// LLVM's `stripInBoundsOffsets`: through `inbounds` GEPs, pointer casts and calls with a
/// `returned` argument.
fn strip(m: &Module, body: &Body, mut v: Value) -> Value {
    for _ in 0..64 {
        let next = match v {
            Value::Inst(i) => match &body.insts[i].data {
                InstData::Gep { base, flags, .. } if flags.contains(GepFlags::INBOUNDS) => *base,
                InstData::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    arg,
                    ..
                } => *arg,
                InstData::Call(c) => {
                    let callee = m.direct_callee(c);
                    let returned = (0..c.args.len()).find(|&k| {
                        c.arg_attrs
                            .get(k)
                            .is_some_and(|&a| m.attrs.has(a, AttrFlag::Returned))
                            || callee.is_some_and(|f| {
                                m.functions[f]
                                    .params
                                    .get(k)
                                    .is_some_and(|p| m.attrs.has(p.attrs, AttrFlag::Returned))
                            })
                    });
                    match returned {
                        Some(k) => c.args[k],
                        None => return v,
                    }
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Select { .. }
                | InstData::Phi { .. }
                | InstData::Alloca { .. }
                | InstData::Load { .. }
                | InstData::Store { .. }
                | InstData::Gep { .. }
                | InstData::Cast { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => return v,
            },
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    expr: ConstExpr::Gep { base, flags, .. },
                    ..
                } if flags.contains(GepFlags::INBOUNDS) => Value::Const(*base),
                ConstData::Expr {
                    expr:
                        ConstExpr::Cast {
                            op: CastOp::BitCast | CastOp::AddrSpaceCast,
                            value,
                        },
                    ..
                } => Value::Const(*value),
                ConstData::Int { .. }
                | ConstData::Float { .. }
                | ConstData::Null(_)
                | ConstData::Zero(_)
                | ConstData::Undef(_)
                | ConstData::Poison(_)
                | ConstData::Array { .. }
                | ConstData::Vector { .. }
                | ConstData::Struct { .. }
                | ConstData::Global { .. }
                | ConstData::Expr { .. }
                | ConstData::Metadata(_)
                | ConstData::InlineAsm(_) => return v,
            },
            Value::Arg(_) => return v,
        };
        if next == v {
            return v;
        }
        v = next;
    }
    v
}

/// Whether an unused instruction can go (no effect beyond its result).
fn trivially_dead(d: &InstData) -> bool {
    match d {
        InstData::Load {
            volatile, atomic, ..
        } => !volatile && atomic.is_none(),
        InstData::Gep { .. }
        | InstData::Cast { .. }
        | InstData::Phi { .. }
        | InstData::Select { .. }
        | InstData::ICmp { .. }
        | InstData::FCmp { .. }
        | InstData::Binary { .. }
        | InstData::FNeg { .. }
        | InstData::Freeze { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. }
        | InstData::ExtractElement { .. }
        | InstData::InsertElement { .. }
        | InstData::ShuffleVector { .. } => true,
        InstData::Alloca { .. }
        | InstData::Store { .. }
        | InstData::Call(_)
        | InstData::AtomicRmw(_)
        | InstData::CmpXchg(_)
        | InstData::Fence { .. }
        | InstData::Ret { .. }
        | InstData::Br { .. }
        | InstData::CondBr { .. }
        | InstData::Switch { .. }
        | InstData::Unreachable => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::passes::{RunOptions, run_pipeline};

    const MODULE: &str = r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] zeroinitializer

declare void @use(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @f(ptr addrspace(1) %a, ptr %q, i1 %c, i64 %n) {
entry:
  %p = addrspacecast ptr addrspace(1) %a to ptr
  %s = addrspacecast ptr addrspace(3) @tile to ptr
  br label %loop

loop:
  %x = phi ptr [ %p, %entry ], [ %y, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store i32 1, ptr %x, align 4
  %y = getelementptr inbounds i32, ptr %x, i64 1
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  %m = select i1 %c, ptr %y, ptr %s
  store i32 2, ptr %m, align 4
  call void @use(ptr %y)
  %e = icmp eq ptr %x, %y
  call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %s, i64 4, i1 false)
  %v = atomicrmw add ptr %y, i32 1 monotonic, align 4
  ret void
}
"#;

    fn run(text: &str, pipeline: &str) -> (String, Vec<crate::passes::Remark>) {
        let mut m = crate::text::parse_module(text).unwrap();
        let opts = RunOptions { verify_each: true };
        let remarks = run_pipeline(&mut m, pipeline, &opts).unwrap();
        (crate::text::print_module(&m), remarks)
    }

    #[test]
    fn rewrites_and_reports() {
        let (out, remarks) = run(MODULE, "infer-address-spaces");
        assert!(
            out.contains("%x = phi ptr addrspace(1) [ %a, %entry ], [ %y, %loop ]"),
            "{out}"
        );
        assert!(
            out.contains("store i32 1, ptr addrspace(1) %x, align 4"),
            "{out}"
        );
        assert!(out.contains("call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) %y, ptr addrspace(3) @tile, i64 4, i1 false)"), "{out}");
        assert!(out.contains("icmp eq ptr addrspace(1) %x, %y"), "{out}");
        assert!(out.contains("%m = select i1 %c, ptr %0, ptr %s"), "{out}");
        assert_eq!(remarks.len(), 1);
        let r = &remarks[0];
        assert_eq!(
            (r.decision.as_str(), r.reason.as_str()),
            ("rewrote", "global,shared")
        );
        assert_eq!(r.value("accesses"), Some("4"));
        assert_eq!(r.value("generic-left"), Some("1"));
        assert_eq!(r.value("exprs"), Some("2"));
        assert_eq!(r.value("casts"), Some("1"));
    }

    #[test]
    fn a_second_run_changes_nothing() {
        let (once, _) = run(
            MODULE,
            "infer-address-spaces<assume-alloca-local=1;assume-kernel-params-global=1>",
        );
        let (twice, remarks) = run(
            &once,
            "infer-address-spaces<assume-alloca-local=1;assume-kernel-params-global=1>",
        );
        assert_eq!(once, twice);
        assert!(remarks.is_empty(), "{remarks:?}");
    }

    #[test]
    fn nothing_to_do_is_no_change() {
        let text = "define i32 @g(ptr %p) {\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n";
        let mut m = crate::text::parse_module(text).unwrap();
        let mut remarks = Vec::new();
        assert!(!super::run(&mut m, &[], &mut remarks).unwrap());
        assert!(remarks.is_empty());
    }

    #[test]
    fn options_are_checked() {
        let mut m = crate::text::parse_module(MODULE).unwrap();
        let e = run_pipeline(
            &mut m,
            "infer-address-spaces<assume-alloca-local=yes>",
            &RunOptions::default(),
        )
        .unwrap_err();
        assert!(
            e.to_string()
                .contains("assume-alloca-local: 'yes' is not a boolean"),
            "{e}"
        );
    }
}
