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

/// The pass over a module: tables of the module, and scratch space reused across functions.
#[derive(Debug)]
struct State {
    opts: Options,
    callees: Vec<Callee>,
    has_mem: bool,
    has_assumes: bool,
    generic_ptr_bits: u32,
    decls: FxHashMap<(u8, u32, u32, u32), FuncId>,
    ptr_tys: FxHashMap<u32, TypeId>,

    // Per function.
    param_tys: Vec<TypeId>,
    param_source: Vec<bool>,
    node_of_inst: Vec<u32>,
    node_of_arg: Vec<u32>,
    node_of_const: FxHashMap<ConstId, u32>,
    inst_block: Vec<u32>,
    nodes: Vec<Node>,
    ops: Vec<Op>,
    stack: Vec<(u32, bool)>,
    postorder: Vec<u32>,
    user_start: Vec<u32>,
    users: Vec<u32>,
    worklist: Vec<u32>,
    in_worklist: Vec<bool>,
    to_specific: Vec<Inst>,
    subst: FxHashMap<Inst, u32>,
    adopted: FxHashMap<Value, Inst>,
    assumes: Vec<AssumeInfo>,
    inst_pos: Vec<u32>,
    single_pred: Vec<u32>,
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
            param_tys: Vec::new(),
            param_source: Vec::new(),
            node_of_inst: Vec::new(),
            node_of_arg: Vec::new(),
            node_of_const: FxHashMap::default(),
            inst_block: Vec::new(),
            nodes: Vec::new(),
            ops: Vec::new(),
            stack: Vec::new(),
            postorder: Vec::new(),
            user_start: Vec::new(),
            users: Vec::new(),
            worklist: Vec::new(),
            in_worklist: Vec::new(),
            to_specific: Vec::new(),
            subst: FxHashMap::default(),
            adopted: FxHashMap::default(),
            assumes: Vec::new(),
            inst_pos: Vec::new(),
            single_pred: Vec::new(),
            before: Lists::default(),
            after: Lists::default(),
            after_phis: Lists::default(),
            recs: Vec::new(),
            new_insts: Vec::new(),
            deleted: Vec::new(),
            dirty: Vec::new(),
            uses: Vec::new(),
            dead: Vec::new(),
            tmp_vals: Vec::new(),
            stats: Stats::default(),
        }
    }

    /// Runs on function `f`; a remark if it changed.
    fn function(&mut self, m: &mut Module, f: FuncId) -> Result<Option<Remark>, PassError> {
        let is_kernel = self.opts.kernel_params_global && m.is_kernel(f);
        let func = &m.functions[f];
        self.param_tys.clear();
        self.param_tys.extend_from_slice(func.param_types(&m.types));
        self.param_source.clear();
        self.param_source.resize(self.param_tys.len(), false);
        if is_kernel {
            for (k, p) in func.params.iter().enumerate() {
                if self.param_tys.get(k) == Some(&TypeId::PTR) && m.attrs.byval(p.attrs).is_none() {
                    self.param_source[k] = true;
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
        let s = &mut self.stats;
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
            .nodes
            .iter()
            .filter(|n| matches!(n.cast_back, Some(Value::Inst(i)) if !self.deleted[i.index()]))
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
        self.node_of_inst.clear();
        self.node_of_inst.resize(bound, NONE);
        self.node_of_arg.clear();
        self.node_of_arg.resize(self.param_tys.len(), NONE);
        self.node_of_const.clear();
        self.inst_block.clear();
        self.inst_block.resize(bound, NONE);
        self.nodes.clear();
        self.ops.clear();
        self.stack.clear();
        self.postorder.clear();
        self.to_specific.clear();
        self.subst.clear();
        self.adopted.clear();
        self.assumes.clear();
        self.new_insts.clear();
        self.recs.clear();
        self.stats = Stats::default();

        if self.has_assumes {
            self.scan_assumes(m, body);
        }
        self.collect(m, body);
        if self.nodes.is_empty() {
            return Ok(false);
        }
        self.solve(m, body);
        if !self
            .nodes
            .iter()
            .any(|n| n.space != UNINIT && n.space != FLAT)
        {
            return Ok(false);
        }
        self.rewrite(m, body)?;
        Ok(self.stats.changed)
    }

    // ---- values and types ----

    fn value_ty(&self, m: &Module, body: &Body, v: Value) -> TypeId {
        match v {
            Value::Inst(i) => body.insts[i].ty,
            Value::Arg(n) => self
                .param_tys
                .get(n as usize)
                .copied()
                .unwrap_or(TypeId::VOID),
            Value::Const(c) => m.consts.ty(c),
        }
    }

    /// The address space of a pointer value (`None` for a non-pointer).
    fn value_space(&self, m: &Module, body: &Body, v: Value) -> Option<u32> {
        m.types.ptr_space(self.value_ty(m, body, v)).map(|a| a.0)
    }

    fn ptr_ty(&mut self, m: &mut Module, s: u32) -> TypeId {
        *self
            .ptr_tys
            .entry(s)
            .or_insert_with(|| m.types.ptr(AddrSpace(s)))
    }

    fn callee(&self, m: &Module, c: &crate::ir::CallData) -> Callee {
        match m.direct_callee(c) {
            Some(f) => self
                .callees
                .get(f.index())
                .copied()
                .unwrap_or(Callee::Other),
            None => Callee::Other,
        }
    }

    /// The pointer `p` of `inttoptr (ptrtoint p)` when the pair is a no-op (both generic, the
    /// integer as wide as the pointer).
    fn noop_pair_source(&self, m: &Module, body: &Body, i: Inst) -> Option<Value> {
        let node = &body.insts[i];
        let InstData::Cast {
            op: CastOp::IntToPtr,
            arg,
            ..
        } = node.data
        else {
            return None;
        };
        if node.ty != TypeId::PTR {
            return None;
        }
        let int_ty = self.value_ty(m, body, arg);
        if m.types.int_bits(int_ty) != Some(self.generic_ptr_bits) {
            return None;
        }
        let src = match arg {
            Value::Inst(p) => match body.insts[p].data {
                InstData::Cast {
                    op: CastOp::PtrToInt,
                    arg: src,
                    ..
                } => src,
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
                | InstData::Call(_)
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => return None,
            },
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    expr:
                        ConstExpr::Cast {
                            op: CastOp::PtrToInt,
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
                | ConstData::Struct { .. }
                | ConstData::Global { .. }
                | ConstData::Expr { .. }
                | ConstData::Metadata(_) => return None,
            },
            Value::Arg(_) => return None,
        };
        (self.value_ty(m, body, src) == TypeId::PTR).then_some(src)
    }

    // ---- assumptions ----

    /// Finds `llvm.assume(llvm.nvvm.isspacep.S(p))` calls, and the positions and unique
    /// predecessors their validity checks need.
    fn scan_assumes(&mut self, m: &Module, body: &Body) {
        let bound = body.inst_bound();
        let mut any = false;
        for (bi, &b) in body.layout.iter().enumerate() {
            for &i in &body.blocks[b].insts {
                let InstData::Call(c) = &body.insts[i].data else {
                    continue;
                };
                if self.callee(m, c) != Callee::Assume {
                    continue;
                }
                let Some(&Value::Inst(t)) = c.args.first() else {
                    continue;
                };
                let InstData::Call(tc) = &body.insts[t].data else {
                    continue;
                };
                let Callee::IsSpacep(space) = self.callee(m, tc) else {
                    continue;
                };
                let Some(&p) = tc.args.first() else {
                    continue;
                };
                if !any {
                    any = true;
                    self.inst_pos.clear();
                    self.inst_pos.resize(bound, 0);
                }
                let key = strip(m, body, p);
                self.assumes.push(AssumeInfo {
                    key,
                    space,
                    inst: i,
                    block: bi as u32,
                });
            }
        }
        if !any {
            return;
        }
        // By pointer, each pointer's in layout order (the sort is stable), for lookups.
        self.assumes.sort_by_key(|a| a.key);
        // Positions and blocks (`collect` fills the blocks too, but assumptions are looked up
        // while it runs).
        for (bi, &b) in body.layout.iter().enumerate() {
            for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
                self.inst_pos[i.index()] = pos as u32;
                self.inst_block[i.index()] = bi as u32;
            }
        }
        let cfg = crate::analysis::cfg::Cfg::new(body);
        let mut index_of: FxHashMap<crate::ir::Block, u32> = FxHashMap::default();
        for (bi, &b) in body.layout.iter().enumerate() {
            index_of.insert(b, bi as u32);
        }
        self.single_pred.clear();
        for &b in &body.layout {
            let p = cfg.preds(b);
            self.single_pred.push(if p.len() == 1 {
                index_of.get(&p[0]).copied().unwrap_or(NONE)
            } else {
                NONE
            });
        }
    }

    /// The space an assumption proves for operand `p` of the expression `ctx`, if any.
    fn predicated_space(&self, m: &Module, body: &Body, p: Value, ctx: Inst) -> Option<u32> {
        if self.assumes.is_empty() {
            return None;
        }
        let key = strip(m, body, p);
        let cb = self.inst_block[ctx.index()];
        let from = self.assumes.partition_point(|a| a.key < key);
        for a in self.assumes[from..].iter().take_while(|a| a.key == key) {
            let valid = if a.block == cb {
                let (ap, cp) = (self.inst_pos[a.inst.index()], self.inst_pos[ctx.index()]);
                ap < cp || self.reaches(m, body, cb, cp, ap)
            } else {
                self.single_pred.get(cb as usize) == Some(&a.block)
            };
            if valid {
                return Some(a.space);
            }
        }
        None
    }

    /// Whether execution from position `from` of layout block `b` surely reaches position
    /// `to` (LLVM's `isGuaranteedToTransferExecutionToSuccessor` over the range, with its scan
    /// limit).
    fn reaches(&self, m: &Module, body: &Body, b: u32, from: u32, to: u32) -> bool {
        let insts = &body.blocks[body.layout[b as usize]].insts;
        let mut limit = ASSUME_SCAN_LIMIT;
        for &i in &insts[from as usize..to as usize] {
            limit -= 1;
            if limit == 0 {
                return false;
            }
            let ok = match &body.insts[i].data {
                InstData::Store { volatile, .. } => !volatile,
                InstData::Ret { .. } | InstData::Unreachable => false,
                InstData::Call(c) => {
                    let callee = m.direct_callee(c).map(|f| m.functions[f].attrs);
                    let has = |flag| {
                        m.attrs.has(c.fn_attrs, flag)
                            || callee.is_some_and(|a| m.attrs.has(a, flag))
                    };
                    has(AttrFlag::NoUnwind) && has(AttrFlag::WillReturn)
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Select { .. }
                | InstData::Phi { .. }
                | InstData::Alloca { .. }
                | InstData::Load { .. }
                | InstData::Gep { .. }
                | InstData::Cast { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. } => true,
            };
            if !ok {
                return false;
            }
        }
        true
    }

    // ---- collection ----

    /// Walks the body once: records blocks, collects expressions from their roots.
    fn collect(&mut self, m: &Module, body: &Body) {
        let adopting = self.opts.alloca_local || self.opts.kernel_params_global;
        for (bi, &b) in body.layout.iter().enumerate() {
            let insts = &body.blocks[b].insts;
            // In the entry block, the leading casts of parameters.
            let mut leading = bi == 0;
            for (k, &i) in insts.iter().enumerate() {
                self.inst_block[i.index()] = bi as u32;
                let data = &body.insts[i].data;
                leading &= matches!(
                    data,
                    InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        arg: Value::Arg(_),
                        ..
                    }
                );
                if adopting
                    && let InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        arg,
                        ..
                    } = *data
                {
                    self.note_source_cast(
                        m,
                        body,
                        i,
                        arg,
                        leading,
                        k.checked_sub(1).map(|p| insts[p]),
                    );
                }
                match data {
                    InstData::Gep { base, .. } => self.root(m, body, *base),
                    InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => {
                        self.root(m, body, *ptr)
                    }
                    InstData::AtomicRmw(a) => self.root(m, body, a.ptr),
                    InstData::CmpXchg(c) => self.root(m, body, c.ptr),
                    InstData::Call(c) if self.has_mem => {
                        if let Callee::Mem(intr) = self.callee(m, c) {
                            let n = if intr == Intrinsic::Memset { 1 } else { 2 };
                            for k in 0..n.min(c.args.len()) {
                                self.root(m, body, c.args[k]);
                            }
                        }
                    }
                    InstData::ICmp { lhs, rhs, .. }
                        if m.types.is_ptr(self.value_ty(m, body, *lhs)) =>
                    {
                        self.root(m, body, *lhs);
                        self.root(m, body, *rhs);
                    }
                    InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        arg,
                        ..
                    } => {
                        if self.value_space(m, body, *arg) == Some(FLAT) {
                            self.to_specific.push(i);
                        }
                        self.root(m, body, *arg);
                    }
                    InstData::Cast {
                        op: CastOp::IntToPtr,
                        ..
                    } => {
                        if let Some(src) = self.noop_pair_source(m, body, i) {
                            self.root(m, body, src);
                        }
                    }
                    InstData::Ret { value: Some(v) }
                        if m.types.is_ptr(self.value_ty(m, body, *v)) =>
                    {
                        self.root(m, body, *v);
                    }
                    InstData::Binary { .. }
                    | InstData::FNeg { .. }
                    | InstData::ICmp { .. }
                    | InstData::FCmp { .. }
                    | InstData::Select { .. }
                    | InstData::Phi { .. }
                    | InstData::Alloca { .. }
                    | InstData::Cast { .. }
                    | InstData::ExtractValue { .. }
                    | InstData::InsertValue { .. }
                    | InstData::Call(_)
                    | InstData::Fence { .. }
                    | InstData::Freeze { .. }
                    | InstData::Ret { .. }
                    | InstData::Br { .. }
                    | InstData::CondBr { .. }
                    | InstData::Switch { .. }
                    | InstData::Unreachable => {}
                }
            }
        }
    }

    /// Records `i = addrspacecast arg` as the value an assumed source already has in its
    /// space, so that a second run does not cast it again: a cast to local right after the
    /// `alloca`, or to global among the parameter casts that open the entry block.
    fn note_source_cast(
        &mut self,
        m: &Module,
        body: &Body,
        i: Inst,
        arg: Value,
        leading: bool,
        prev: Option<Inst>,
    ) {
        let to = m.types.ptr_space(body.insts[i].ty).map(|a| a.0);
        let ok = match arg {
            Value::Inst(a) => {
                self.opts.alloca_local
                    && prev == Some(a)
                    && to == Some(AddrSpace::LOCAL.0)
                    && matches!(
                        body.insts[a].data,
                        InstData::Alloca {
                            space: AddrSpace::GENERIC,
                            ..
                        }
                    )
            }
            Value::Arg(k) => {
                leading
                    && to == Some(AddrSpace::GLOBAL.0)
                    && self.param_source.get(k as usize).copied().unwrap_or(false)
            }
            Value::Const(_) => false,
        };
        if ok {
            self.adopted.entry(arg).or_insert(i);
        }
    }

    fn node_of(&self, v: Value) -> u32 {
        match v {
            Value::Inst(i) => self.node_of_inst.get(i.index()).copied().unwrap_or(NONE),
            Value::Arg(n) => self.node_of_arg.get(n as usize).copied().unwrap_or(NONE),
            Value::Const(c) => {
                if self.node_of_const.is_empty() {
                    NONE
                } else {
                    self.node_of_const.get(&c).copied().unwrap_or(NONE)
                }
            }
        }
    }

    /// Whether `v` is a flat address expression, and of what kind (with a source's space).
    fn classify(&self, m: &Module, body: &Body, v: Value) -> Option<(Kind, u32)> {
        match v {
            Value::Inst(i) => {
                let node = &body.insts[i];
                if node.ty != TypeId::PTR {
                    return None;
                }
                match &node.data {
                    InstData::Gep { .. } => Some((Kind::Gep, UNINIT)),
                    InstData::Phi { .. } => Some((Kind::Phi, UNINIT)),
                    InstData::Select { .. } => Some((Kind::Select, UNINIT)),
                    InstData::Cast {
                        op: CastOp::BitCast,
                        arg,
                        ..
                    } => (self.value_ty(m, body, *arg) == TypeId::PTR)
                        .then_some((Kind::BitCast, UNINIT)),
                    InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        arg,
                        ..
                    } => match self.value_space(m, body, *arg) {
                        Some(s) if s != FLAT => Some((Kind::Asc, s)),
                        _ => None,
                    },
                    InstData::Cast {
                        op: CastOp::IntToPtr,
                        ..
                    } => self
                        .noop_pair_source(m, body, i)
                        .map(|_| (Kind::IntToPtr, UNINIT)),
                    InstData::Alloca { space, .. } => (self.opts.alloca_local
                        && *space == AddrSpace::GENERIC)
                        .then_some((Kind::Alloca, AddrSpace::LOCAL.0)),
                    InstData::Binary { .. }
                    | InstData::FNeg { .. }
                    | InstData::ICmp { .. }
                    | InstData::FCmp { .. }
                    | InstData::Load { .. }
                    | InstData::Store { .. }
                    | InstData::Cast { .. }
                    | InstData::ExtractValue { .. }
                    | InstData::InsertValue { .. }
                    | InstData::Call(_)
                    | InstData::AtomicRmw(_)
                    | InstData::CmpXchg(_)
                    | InstData::Fence { .. }
                    | InstData::Freeze { .. }
                    | InstData::Ret { .. }
                    | InstData::Br { .. }
                    | InstData::CondBr { .. }
                    | InstData::Switch { .. }
                    | InstData::Unreachable => None,
                }
            }
            Value::Arg(n) => self
                .param_source
                .get(n as usize)
                .copied()
                .unwrap_or(false)
                .then_some((Kind::Param, AddrSpace::GLOBAL.0)),
            Value::Const(c) => {
                let ConstData::Expr { ty, expr } = m.consts.get(c) else {
                    return None;
                };
                if *ty != TypeId::PTR {
                    return None;
                }
                match expr {
                    ConstExpr::Cast {
                        op: CastOp::AddrSpaceCast,
                        value,
                    } => match m.types.ptr_space(m.consts.ty(*value)) {
                        Some(s) if s.0 != FLAT => Some((Kind::ConstAsc, s.0)),
                        _ => None,
                    },
                    ConstExpr::Gep { .. } => Some((Kind::ConstGep, UNINIT)),
                    ConstExpr::Cast { .. } => None,
                }
            }
        }
    }

    /// The node of `v`, made (and queued for expansion) if `v` is a new expression.
    fn discover(&mut self, m: &Module, body: &Body, v: Value) -> u32 {
        let n = self.node_of(v);
        if n != NONE {
            return n;
        }
        let Some((kind, fixed)) = self.classify(m, body, v) else {
            return NONE;
        };
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            value: v,
            kind,
            fixed,
            ops_start: 0,
            ops_len: 0,
            space: UNINIT,
            newv: None,
            cast_back: None,
        });
        match v {
            Value::Inst(i) => self.node_of_inst[i.index()] = id,
            Value::Arg(k) => self.node_of_arg[k as usize] = id,
            Value::Const(c) => {
                self.node_of_const.insert(c, id);
            }
        }
        self.stack.push((id, false));
        id
    }

    /// Collects the expressions reachable from root operand `v`, in postorder.
    fn root(&mut self, m: &Module, body: &Body, v: Value) {
        self.discover(m, body, v);
        while let Some(&(n, expanded)) = self.stack.last() {
            if expanded {
                self.stack.pop();
                self.postorder.push(n);
                continue;
            }
            if let Some(top) = self.stack.last_mut() {
                top.1 = true;
            }
            let node = self.nodes[n as usize];
            let start = self.ops.len() as u32;
            let ctx = match node.value {
                Value::Inst(i)
                    if matches!(node.kind, Kind::Gep | Kind::BitCast | Kind::IntToPtr) =>
                {
                    Some(i)
                }
                Value::Inst(_) | Value::Arg(_) | Value::Const(_) => None,
            };
            match (node.kind, node.value) {
                (Kind::Gep, Value::Inst(i)) => {
                    if let InstData::Gep { base, .. } = body.insts[i].data {
                        self.op(m, body, base, ctx);
                    }
                }
                (Kind::BitCast, Value::Inst(i)) => {
                    if let InstData::Cast { arg, .. } = body.insts[i].data {
                        self.op(m, body, arg, ctx);
                    }
                }
                (Kind::IntToPtr, Value::Inst(i)) => {
                    if let Some(src) = self.noop_pair_source(m, body, i) {
                        self.op(m, body, src, ctx);
                    }
                }
                (Kind::Select, Value::Inst(i)) => {
                    if let InstData::Select {
                        if_true, if_false, ..
                    } = body.insts[i].data
                    {
                        self.op(m, body, if_true, None);
                        self.op(m, body, if_false, None);
                    }
                }
                (Kind::Phi, Value::Inst(i)) => {
                    if let InstData::Phi { incoming, .. } = &body.insts[i].data {
                        for &(v, _) in incoming {
                            self.op(m, body, v, None);
                        }
                    }
                }
                (Kind::ConstGep, Value::Const(c)) => {
                    if let ConstData::Expr {
                        expr: ConstExpr::Gep { base, .. },
                        ..
                    } = m.consts.get(c)
                    {
                        self.op(m, body, Value::Const(*base), None);
                    }
                }
                _ => {}
            }
            let node = &mut self.nodes[n as usize];
            node.ops_start = start;
            node.ops_len = self.ops.len() as u32 - start;
        }
    }

    /// Records pointer operand `v` of the node being expanded (`ctx`: its instruction, where
    /// an assumption may apply).
    fn op(&mut self, m: &Module, body: &Body, v: Value, ctx: Option<Inst>) {
        let node = self.discover(m, body, v);
        let mut fixed = FLAT;
        let mut predicated = false;
        if node == NONE {
            fixed = self.value_space(m, body, v).unwrap_or(FLAT);
            if fixed == FLAT
                && let Some(ctx) = ctx
                && let Some(s) = self.predicated_space(m, body, v, ctx)
            {
                fixed = s;
                predicated = true;
            }
        }
        self.ops.push(Op {
            value: v,
            node,
            fixed,
            predicated,
        });
    }

    // ---- the fixpoint ----

    fn op_space(&self, op: &Op) -> u32 {
        if op.node != NONE {
            self.nodes[op.node as usize].space
        } else {
            op.fixed
        }
    }

    /// The new lattice value of node `n` from its operands; `None` to wait (a select with a
    /// constant arm whose other arm is still uninitialized).
    fn transfer(&self, m: &Module, n: usize) -> Option<u32> {
        let node = &self.nodes[n];
        let ops = &self.ops[node.ops_start as usize..(node.ops_start + node.ops_len) as usize];
        match node.kind {
            Kind::Asc | Kind::ConstAsc | Kind::Alloca | Kind::Param => Some(node.fixed),
            Kind::Select => {
                let [o0, o1] = ops else {
                    return Some(FLAT);
                };
                let (s0, s1) = (self.op_space(o0), self.op_space(o1));
                let c0 = const_of(o0.value);
                let c1 = const_of(o1.value);
                if (c1.is_some() && s0 == UNINIT) || (c0.is_some() && s1 == UNINIT) {
                    return None;
                }
                if let Some(c) = c0
                    && safe_const_cast(m, c, s1)
                {
                    Some(s1)
                } else if let Some(c) = c1
                    && safe_const_cast(m, c, s0)
                {
                    Some(s0)
                } else if crate::planted::on("infer-select-first") && s0 != UNINIT && s1 != UNINIT {
                    Some(s0)
                } else {
                    Some(join(s0, s1))
                }
            }
            Kind::Gep | Kind::Phi | Kind::BitCast | Kind::IntToPtr | Kind::ConstGep => {
                let mut s = UNINIT;
                for op in ops {
                    s = join(s, self.op_space(op));
                    if s == FLAT {
                        break;
                    }
                }
                Some(s)
            }
        }
    }

    fn solve(&mut self, m: &Module, _body: &Body) {
        let n = self.nodes.len();
        // Users of each node, as a CSR table.
        self.user_start.clear();
        self.user_start.resize(n + 1, 0);
        for op in &self.ops {
            if op.node != NONE {
                self.user_start[op.node as usize + 1] += 1;
            }
        }
        for k in 0..n {
            self.user_start[k + 1] += self.user_start[k];
        }
        self.users.clear();
        self.users.resize(self.ops.len(), 0);
        let mut fill: Vec<u32> = self.user_start[..n].to_vec();
        for (u, node) in self.nodes.iter().enumerate() {
            for op in &self.ops[node.ops_start as usize..(node.ops_start + node.ops_len) as usize] {
                if op.node != NONE {
                    let d = op.node as usize;
                    self.users[fill[d] as usize] = u as u32;
                    fill[d] += 1;
                }
            }
        }
        self.in_worklist.clear();
        self.in_worklist.resize(n, true);
        self.worklist.clear();
        self.worklist.extend(self.postorder.iter().rev());
        while let Some(v) = self.worklist.pop() {
            let v = v as usize;
            self.in_worklist[v] = false;
            let Some(s) = self.transfer(m, v) else {
                continue;
            };
            if s == self.nodes[v].space {
                continue;
            }
            self.nodes[v].space = s;
            for k in self.user_start[v]..self.user_start[v + 1] {
                let u = self.users[k as usize] as usize;
                if !self.in_worklist[u] && self.nodes[u].space != FLAT {
                    self.in_worklist[u] = true;
                    self.worklist.push(u as u32);
                }
            }
        }
    }

    // ---- rewriting ----

    fn resolved(&self, n: u32) -> bool {
        n != NONE && {
            let s = self.nodes[n as usize].space;
            s != UNINIT && s != FLAT
        }
    }

    /// Makes a new instruction (unnamed), anchored later with one of the lists.
    fn new_inst(&mut self, body: &mut Body, data: InstData, ty: TypeId, block: u32) -> Inst {
        data.visit_operands(|v| {
            if let Value::Inst(d) = v
                && let Some(u) = self.uses.get_mut(d.index())
            {
                *u += 1;
            }
        });
        let i = body.create_inst(data, ty);
        let need = i.index() + 1;
        if self.inst_block.len() < need {
            self.inst_block.resize(need, NONE);
            self.node_of_inst.resize(need, NONE);
            self.deleted.resize(need, false);
            self.uses.resize(need, 0);
            self.before.grow(need);
            self.after.grow(need);
        }
        self.inst_block[i.index()] = block;
        self.new_insts.push(i);
        self.dirty[block as usize] = true;
        self.stats.changed = true;
        i
    }

    fn cast_inst(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        v: Value,
        to: u32,
        block: u32,
    ) -> Inst {
        let ty = self.ptr_ty(m, to);
        self.new_inst(
            body,
            InstData::Cast {
                op: CastOp::AddrSpaceCast,
                flags: IntFlags::NONE,
                arg: v,
            },
            ty,
            block,
        )
    }

    /// The value of node `n` in its space, made now for the kinds that need a cast.
    fn newv(&mut self, m: &mut Module, body: &mut Body, n: u32) -> Option<Value> {
        let node = self.nodes[n as usize];
        if node.newv.is_some() {
            return node.newv;
        }
        if !self.resolved(n) {
            return None;
        }
        if let Some(&c) = self.adopted.get(&node.value) {
            self.nodes[n as usize].newv = Some(Value::Inst(c));
            return Some(Value::Inst(c));
        }
        let v = match (node.kind, node.value) {
            (Kind::Alloca, Value::Inst(a)) => {
                let block = self.inst_block[a.index()];
                let c = self.cast_inst(m, body, node.value, node.space, block);
                self.after.push(&mut self.recs, a.index(), c);
                Value::Inst(c)
            }
            (Kind::Param, _) => {
                let entry = *body.layout.first()?;
                let first = *body.blocks[entry].insts.first()?;
                let c = self.cast_inst(m, body, node.value, node.space, 0);
                if body.insts[first].data.is_phi() {
                    self.after_phis.push(&mut self.recs, 0, c);
                } else {
                    self.before.push(&mut self.recs, first.index(), c);
                }
                Value::Inst(c)
            }
            _ => return None,
        };
        self.nodes[n as usize].newv = Some(v);
        Some(v)
    }

    /// `v` with every replaced `addrspacecast` followed to its replacement.
    fn resolve(&mut self, m: &mut Module, body: &mut Body, mut v: Value) -> Value {
        if self.subst.is_empty() {
            return v;
        }
        for _ in 0..=self.subst.len() {
            let Value::Inst(i) = v else {
                return v;
            };
            let Some(&n) = self.subst.get(&i) else {
                return v;
            };
            match self.newv(m, body, n) {
                Some(t) => v = t,
                None => return v,
            }
        }
        v
    }

    /// The new value of node `n` with substitutions applied, if it moved.
    fn moved(&mut self, m: &mut Module, body: &mut Body, n: u32) -> Option<Value> {
        if !self.resolved(n) {
            return None;
        }
        let v = self.newv(m, body, n)?;
        Some(self.resolve(m, body, v))
    }

    /// Operand `op` of the expression `ctx` converted to space `s` (an assumed operand gets
    /// its cast, before `ctx`); `raw`: without following replaced casts.
    fn convert(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        op: Op,
        s: u32,
        ctx: Option<Inst>,
        raw: bool,
    ) -> Result<Value, PassError> {
        if op.node != NONE {
            let node = self.nodes[op.node as usize];
            if node.space == s {
                let v = self
                    .newv(m, body, op.node)
                    .ok_or_else(|| internal("an operand has no value in its space"))?;
                return Ok(if raw { v } else { self.resolve(m, body, v) });
            }
            if node.space == UNINIT {
                // Only reachable from unreachable code: any value does.
                let ty = self.ptr_ty(m, s);
                return Ok(Value::Const(m.consts.poison(ty)));
            }
        }
        if op.predicated
            && op.fixed == s
            && let Some(ctx) = ctx
        {
            let block = self.inst_block[ctx.index()];
            let c = self.cast_inst(m, body, op.value, s, block);
            self.before.push(&mut self.recs, ctx.index(), c);
            return Ok(Value::Inst(c));
        }
        if let Value::Const(c) = op.value
            && safe_const_cast(m, c, s)
        {
            let ty = self.ptr_ty(m, s);
            return Ok(Value::Const(m.consts.cast(
                &m.types,
                CastOp::AddrSpaceCast,
                c,
                ty,
            )));
        }
        Err(internal(
            "an operand cannot be converted to its expression's space",
        ))
    }

    fn rewrite(&mut self, m: &mut Module, body: &mut Body) -> Result<(), PassError> {
        let bound = body.inst_bound();
        self.before.reset(bound);
        self.after.reset(bound);
        self.after_phis.reset(body.layout.len());
        self.deleted.clear();
        self.deleted.resize(bound, false);
        self.uses.clear();
        self.uses.resize(bound, 0);
        self.dirty.clear();
        self.dirty.resize(body.layout.len(), false);

        // New values that need no instruction.
        for n in 0..self.nodes.len() {
            if !self.resolved(n as u32) {
                continue;
            }
            let node = self.nodes[n];
            let v = match (node.kind, node.value) {
                (k, v) if k.in_place() => Some(v),
                (Kind::Asc, Value::Inst(i)) => match body.insts[i].data {
                    InstData::Cast { arg, .. } => Some(arg),
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
                    | InstData::ExtractValue { .. }
                    | InstData::InsertValue { .. }
                    | InstData::Call(_)
                    | InstData::AtomicRmw(_)
                    | InstData::CmpXchg(_)
                    | InstData::Fence { .. }
                    | InstData::Freeze { .. }
                    | InstData::Ret { .. }
                    | InstData::Br { .. }
                    | InstData::CondBr { .. }
                    | InstData::Switch { .. }
                    | InstData::Unreachable => None,
                },
                (Kind::ConstAsc, Value::Const(c)) => match m.consts.get(c) {
                    ConstData::Expr {
                        expr: ConstExpr::Cast { value, .. },
                        ..
                    } => Some(Value::Const(*value)),
                    ConstData::Int { .. }
                    | ConstData::Float { .. }
                    | ConstData::Null(_)
                    | ConstData::Zero(_)
                    | ConstData::Undef(_)
                    | ConstData::Poison(_)
                    | ConstData::Array { .. }
                    | ConstData::Struct { .. }
                    | ConstData::Global { .. }
                    | ConstData::Expr { .. }
                    | ConstData::Metadata(_) => None,
                },
                _ => None,
            };
            self.nodes[n].newv = v;
        }
        // Values that depend on their operand's (in postorder, operands first).
        for k in 0..self.postorder.len() {
            let n = self.postorder[k];
            if !self.resolved(n) {
                continue;
            }
            let node = self.nodes[n as usize];
            let s = node.space;
            let first = self.ops.get(node.ops_start as usize).copied();
            match (node.kind, node.value) {
                (Kind::IntToPtr, Value::Inst(i)) => {
                    let op = first.ok_or_else(|| internal("a no-op pair without source"))?;
                    let v = self.convert(m, body, op, s, Some(i), true)?;
                    self.nodes[n as usize].newv = Some(v);
                }
                (Kind::ConstGep, Value::Const(c)) => {
                    let op = first.ok_or_else(|| internal("a constant GEP without base"))?;
                    let base = self.convert(m, body, op, s, None, true)?;
                    let Value::Const(base) = base else {
                        return Err(internal("a constant GEP on a non-constant"));
                    };
                    let ConstData::Expr {
                        expr:
                            ConstExpr::Gep {
                                source_ty,
                                flags,
                                indices,
                                ..
                            },
                        ..
                    } = m.consts.get(c).clone()
                    else {
                        return Err(internal("a constant GEP node that is not one"));
                    };
                    let g = m.consts.gep(source_ty, flags, base, indices.into_vec());
                    self.nodes[n as usize].newv = Some(Value::Const(g));
                }
                _ => {}
            }
        }
        self.find_substitutions(m, body);

        // Retype the in-place expressions.
        for n in 0..self.nodes.len() {
            let node = self.nodes[n];
            if !node.kind.in_place() || !self.resolved(n as u32) {
                continue;
            }
            let Value::Inst(i) = node.value else {
                continue;
            };
            let s = node.space;
            let ops_range = node.ops_start as usize..(node.ops_start + node.ops_len) as usize;
            let mut new_ops = std::mem::take(&mut self.tmp_vals);
            new_ops.clear();
            for k in ops_range {
                let op = self.ops[k];
                match self.convert(m, body, op, s, Some(i), false) {
                    Ok(v) => new_ops.push(v),
                    Err(e) => {
                        self.tmp_vals = new_ops;
                        return Err(e);
                    }
                }
            }
            let ty = self.ptr_ty(m, s);
            let inst = &mut body.insts[i];
            inst.ty = ty;
            let mut it = new_ops.iter().copied();
            match &mut inst.data {
                InstData::Gep { base, flags, .. } => {
                    *base = it.next().unwrap_or(*base);
                    *flags = if flags.contains(GepFlags::INBOUNDS) {
                        GepFlags::INBOUNDS.normalized()
                    } else {
                        GepFlags::NONE
                    };
                }
                InstData::Cast { arg, .. } => *arg = it.next().unwrap_or(*arg),
                InstData::Select {
                    if_true, if_false, ..
                } => {
                    *if_true = it.next().unwrap_or(*if_true);
                    *if_false = it.next().unwrap_or(*if_false);
                }
                InstData::Phi { incoming, .. } => {
                    for (v, _) in incoming.iter_mut() {
                        *v = it.next().unwrap_or(*v);
                    }
                }
                InstData::Binary { .. }
                | InstData::FNeg { .. }
                | InstData::ICmp { .. }
                | InstData::FCmp { .. }
                | InstData::Alloca { .. }
                | InstData::Load { .. }
                | InstData::Store { .. }
                | InstData::ExtractValue { .. }
                | InstData::InsertValue { .. }
                | InstData::Call(_)
                | InstData::AtomicRmw(_)
                | InstData::CmpXchg(_)
                | InstData::Fence { .. }
                | InstData::Freeze { .. }
                | InstData::Ret { .. }
                | InstData::Br { .. }
                | InstData::CondBr { .. }
                | InstData::Switch { .. }
                | InstData::Unreachable => {
                    self.tmp_vals = new_ops;
                    return Err(internal("an in-place expression of an unexpected kind"));
                }
            }
            self.tmp_vals = new_ops;
            self.stats.exprs += 1;
            self.stats.changed = true;
            self.stats.space(s);
            self.dirty[self.inst_block[i.index()] as usize] = true;
        }

        // Every other instruction's uses; and the use counts the clean-up needs.
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            for k in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[k];
                let n = self.node_of_inst[i.index()];
                let skip = (self.resolved(n)
                    && matches!(
                        self.nodes[n as usize].kind,
                        Kind::Gep | Kind::Phi | Kind::Select | Kind::BitCast | Kind::IntToPtr
                    ))
                    || (!self.subst.is_empty() && self.subst.contains_key(&i));
                if !skip {
                    let mut data =
                        std::mem::replace(&mut body.insts[i].data, InstData::Unreachable);
                    let r = self.uses_of(m, body, &mut data);
                    body.insts[i].data = data;
                    if r? {
                        self.stats.changed = true;
                        self.dirty[bi] = true;
                    }
                }
                let uses = &mut self.uses;
                body.insts[i].data.visit_operands(|v| {
                    if let Value::Inst(d) = v {
                        uses[d.index()] += 1;
                    }
                });
            }
        }

        self.delete_dead(body);
        self.rebuild(body);
        Ok(())
    }

    /// Marks the `addrspacecast`s to a specific space of values that moved to that space, to
    /// be replaced by those values (dropping any that would replace each other in a cycle,
    /// which only unreachable code can build).
    fn find_substitutions(&mut self, m: &Module, body: &Body) {
        for k in 0..self.to_specific.len() {
            let i = self.to_specific[k];
            let InstData::Cast { arg, .. } = body.insts[i].data else {
                continue;
            };
            let n = self.node_of(arg);
            if self.resolved(n)
                && m.types.ptr_space(body.insts[i].ty).map(|a| a.0)
                    == Some(self.nodes[n as usize].space)
                && self.adopted.get(&arg) != Some(&i)
            {
                self.subst.insert(i, n);
            }
        }
        if self.subst.is_empty() {
            return;
        }
        // In layout order (the order they were collected in), as LLVM meets them.
        let keys: Vec<Inst> = self
            .to_specific
            .iter()
            .copied()
            .filter(|i| self.subst.contains_key(i))
            .collect();
        let mut state: FxHashMap<Inst, u8> = FxHashMap::default();
        let mut path = Vec::new();
        for s in keys {
            path.clear();
            let mut cur = s;
            loop {
                match state.get(&cur) {
                    Some(2) => break,
                    Some(_) => {
                        self.subst.remove(&cur);
                        break;
                    }
                    None => {}
                }
                let Some(&n) = self.subst.get(&cur) else {
                    break;
                };
                state.insert(cur, 1);
                path.push(cur);
                match self.nodes[n as usize].newv {
                    Some(Value::Inst(j)) if self.subst.contains_key(&j) => cur = j,
                    _ => break,
                }
            }
            for p in &path {
                state.insert(*p, 2);
            }
        }
    }

    /// The cast back to generic of moved node `n` (made once).
    fn cast_back(&mut self, m: &mut Module, body: &mut Body, n: u32) -> Option<Value> {
        if let Some(c) = self.nodes[n as usize].cast_back {
            return Some(c);
        }
        let node = self.nodes[n as usize];
        let nv = self.moved(m, body, n)?;
        let v = match node.value {
            Value::Const(_) => {
                let Value::Const(c) = nv else {
                    return None;
                };
                Value::Const(
                    m.consts
                        .cast(&m.types, CastOp::AddrSpaceCast, c, TypeId::PTR),
                )
            }
            Value::Inst(at) => {
                let block = self.inst_block[at.index()];
                let c = self.cast_inst(m, body, nv, FLAT, block);
                if node.kind == Kind::Phi {
                    self.after_phis.push(&mut self.recs, block as usize, c);
                } else {
                    self.after.push(&mut self.recs, at.index(), c);
                }
                Value::Inst(c)
            }
            Value::Arg(_) => return None,
        };
        self.nodes[n as usize].cast_back = Some(v);
        Some(v)
    }

    /// Whether a generic use of `v` may need rewriting.
    fn may_change(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => {
                (!self.subst.is_empty() && self.subst.contains_key(&i))
                    || self.resolved(self.node_of(v))
            }
            Value::Arg(_) | Value::Const(_) => self.resolved(self.node_of(v)),
        }
    }

    /// Rewrites an operand in a position that needs a generic pointer; whether it changed.
    fn generic_use(&mut self, m: &mut Module, body: &mut Body, v: &mut Value) -> bool {
        if let Value::Inst(i) = *v
            && !self.subst.is_empty()
            && let Some(&n) = self.subst.get(&i)
        {
            *v = self.resolve(m, body, *v);
            self.stats.space(self.nodes[n as usize].space);
            return true;
        }
        let n = self.node_of(*v);
        if !self.resolved(n) {
            return false;
        }
        match self.nodes[n as usize].kind {
            Kind::Asc | Kind::Alloca | Kind::Param => false,
            Kind::Gep
            | Kind::Phi
            | Kind::Select
            | Kind::BitCast
            | Kind::IntToPtr
            | Kind::ConstAsc
            | Kind::ConstGep => match self.cast_back(m, body, n) {
                Some(c) if c != *v => {
                    *v = c;
                    self.stats.space(self.nodes[n as usize].space);
                    true
                }
                _ => false,
            },
        }
    }

    /// Rewrites the address operand of a memory access: to the moved value where `allowed`
    /// (and the space is writable for a write), else as a generic use. Counts the access.
    fn address_use(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        v: &mut Value,
        allowed: bool,
        write: bool,
    ) -> bool {
        let n = self.node_of(*v);
        let mut changed = false;
        if allowed && self.resolved(n) {
            let s = self.nodes[n as usize].space;
            if (!write || writable(s))
                && let Some(nv) = self.moved(m, body, n)
            {
                *v = nv;
                self.stats.accesses += 1;
                self.stats.space(s);
                return true;
            }
        }
        changed |= self.generic_use(m, body, v);
        if self.value_space(m, body, *v) == Some(FLAT) {
            self.stats.generic_left += 1;
        }
        changed
    }

    /// Rewrites the operands of one instruction (taken out of the body); whether it changed.
    fn uses_of(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        data: &mut InstData,
    ) -> Result<bool, PassError> {
        let mut changed = false;
        match data {
            InstData::Load { ptr, .. } => {
                changed |= self.address_use(m, body, ptr, true, false);
            }
            InstData::Store { value, ptr, .. } => {
                changed |= self.generic_use(m, body, value);
                changed |= self.address_use(m, body, ptr, true, true);
            }
            InstData::AtomicRmw(a) => {
                let allowed = !a.volatile;
                changed |= self.address_use(m, body, &mut a.ptr, allowed, true);
                changed |= self.generic_use(m, body, &mut a.val);
            }
            InstData::CmpXchg(c) => {
                let allowed = !c.volatile;
                changed |= self.address_use(m, body, &mut c.ptr, allowed, true);
                changed |= self.generic_use(m, body, &mut c.cmp);
                changed |= self.generic_use(m, body, &mut c.new);
            }
            InstData::Call(c) => {
                if self.has_mem
                    && let Callee::Mem(intr) = self.callee(m, c)
                    && c.args.len() == 4
                {
                    changed |= self.mem_intrinsic(m, body, intr, c)?;
                } else {
                    changed |= self.generic_use(m, body, &mut c.callee);
                    for a in c.args.iter_mut() {
                        changed |= self.generic_use(m, body, a);
                    }
                }
            }
            InstData::ICmp { lhs, rhs, .. } => {
                changed |= self.icmp(m, body, lhs, rhs);
            }
            other @ InstData::Binary { .. }
            | other @ InstData::FNeg { .. }
            | other @ InstData::FCmp { .. }
            | other @ InstData::Select { .. }
            | other @ InstData::Phi { .. }
            | other @ InstData::Alloca { .. }
            | other @ InstData::Gep { .. }
            | other @ InstData::Cast { .. }
            | other @ InstData::ExtractValue { .. }
            | other @ InstData::InsertValue { .. }
            | other @ InstData::Fence { .. }
            | other @ InstData::Freeze { .. }
            | other @ InstData::Ret { .. }
            | other @ InstData::Br { .. }
            | other @ InstData::CondBr { .. }
            | other @ InstData::Switch { .. }
            | other @ InstData::Unreachable => {
                let mut need = false;
                other.visit_operands(|v| need |= self.may_change(v));
                if need {
                    let mut ops = std::mem::take(&mut self.tmp_vals);
                    ops.clear();
                    other.visit_operands(|v| ops.push(v));
                    let mut any = false;
                    for v in ops.iter_mut() {
                        any |= self.generic_use(m, body, v);
                    }
                    if any {
                        let mut it = ops.iter();
                        other.visit_operands_mut(|v| {
                            if let Some(n) = it.next() {
                                *v = *n;
                            }
                        });
                        changed = true;
                    }
                    self.tmp_vals = ops;
                }
            }
        }
        Ok(changed)
    }

    /// An `icmp` of pointers: both in one space when both moved there (or one moved and the
    /// other is a constant that can be cast there), else generic uses.
    fn icmp(&mut self, m: &mut Module, body: &mut Body, lhs: &mut Value, rhs: &mut Value) -> bool {
        let (na, nb) = (self.node_of(*lhs), self.node_of(*rhs));
        let sa = self.resolved(na).then(|| self.nodes[na as usize].space);
        let sb = self.resolved(nb).then(|| self.nodes[nb as usize].space);
        if let (Some(a), Some(b)) = (sa, sb)
            && a == b
            && let (Some(x), Some(y)) = (self.moved(m, body, na), self.moved(m, body, nb))
        {
            *lhs = x;
            *rhs = y;
            self.stats.space(a);
            return true;
        }
        if let Some(s) = sa
            && let Value::Const(c) = *rhs
            && safe_const_cast(m, c, s)
            && let Some(x) = self.moved(m, body, na)
        {
            let ty = self.ptr_ty(m, s);
            *rhs = Value::Const(m.consts.cast(&m.types, CastOp::AddrSpaceCast, c, ty));
            *lhs = x;
            self.stats.space(s);
            return true;
        }
        if let Some(s) = sb
            && let Value::Const(c) = *lhs
            && safe_const_cast(m, c, s)
            && let Some(x) = self.moved(m, body, nb)
        {
            let ty = self.ptr_ty(m, s);
            *lhs = Value::Const(m.consts.cast(&m.types, CastOp::AddrSpaceCast, c, ty));
            *rhs = x;
            self.stats.space(s);
            return true;
        }
        let a = self.generic_use(m, body, lhs);
        let b = self.generic_use(m, body, rhs);
        a || b
    }

    /// A call of `llvm.memcpy`/`memmove`/`memset`: a non-volatile one takes its moved pointers
    /// and is re-declared for their types.
    fn mem_intrinsic(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        intr: Intrinsic,
        c: &mut crate::ir::CallData,
    ) -> Result<bool, PassError> {
        let volatile = match c.args[3] {
            Value::Const(k) => m.consts.as_int(k) != Some(0),
            Value::Inst(_) | Value::Arg(_) => true,
        };
        let nptr = if intr == Intrinsic::Memset { 1 } else { 2 };
        let mut moved = false;
        let mut changed = false;
        for k in 0..nptr {
            let mut v = c.args[k];
            let n = self.node_of(v);
            if !volatile && self.resolved(n) {
                let s = self.nodes[n as usize].space;
                if (k != 0 || writable(s))
                    && let Some(nv) = self.moved(m, body, n)
                {
                    c.args[k] = nv;
                    self.stats.accesses += 1;
                    self.stats.space(s);
                    moved = true;
                    continue;
                }
            }
            changed |= self.generic_use(m, body, &mut v);
            c.args[k] = v;
            if self.value_space(m, body, v) == Some(FLAT) {
                self.stats.generic_left += 1;
            }
        }
        for k in nptr..c.args.len() {
            let mut v = c.args[k];
            changed |= self.generic_use(m, body, &mut v);
            c.args[k] = v;
        }
        if !moved {
            return Ok(changed);
        }
        let space = |st: &Self, v: Value| st.value_space(m, body, v).unwrap_or(FLAT);
        let len_bits = m
            .types
            .int_bits(self.value_ty(m, body, c.args[2]))
            .ok_or_else(|| internal("a memory intrinsic whose length is not an integer"))?;
        let d = space(self, c.args[0]);
        let s = if nptr == 2 { space(self, c.args[1]) } else { 0 };
        let tag = match intr {
            Intrinsic::Memcpy => 0,
            Intrinsic::Memmove => 1,
            Intrinsic::ReadSreg(_)
            | Intrinsic::Barrier0
            | Intrinsic::BarSync
            | Intrinsic::BarrierSync
            | Intrinsic::IsSpacep(_)
            | Intrinsic::Memset
            | Intrinsic::Assume
            | Intrinsic::SMin
            | Intrinsic::SMax
            | Intrinsic::UMin
            | Intrinsic::UMax
            | Intrinsic::UAddSat
            | Intrinsic::USubSat
            | Intrinsic::SAddSat
            | Intrinsic::SSubSat
            | Intrinsic::Abs
            | Intrinsic::TypeTest
            | Intrinsic::PublicTypeTest
            | Intrinsic::Trap
            | Intrinsic::LifetimeStart
            | Intrinsic::LifetimeEnd
            | Intrinsic::Fabs
            | Intrinsic::Fma
            | Intrinsic::FMulAdd
            | Intrinsic::Sqrt
            | Intrinsic::MinNum
            | Intrinsic::MaxNum
            | Intrinsic::Copysign
            | Intrinsic::Floor
            | Intrinsic::Ceil
            | Intrinsic::Trunc
            | Intrinsic::Rint
            | Intrinsic::Round
            | Intrinsic::Ctpop
            | Intrinsic::Ctlz
            | Intrinsic::Cttz
            | Intrinsic::Bswap
            | Intrinsic::Bitreverse
            | Intrinsic::Fshl
            | Intrinsic::Fshr
            | Intrinsic::Expect
            | Intrinsic::MembarCta
            | Intrinsic::MembarGl
            | Intrinsic::MembarSys
            | Intrinsic::StackSave
            | Intrinsic::StackRestore => 2,
        };
        let key = (tag, d, s, len_bits);
        let f = match self.decls.get(&key) {
            Some(&f) => f,
            None => {
                let mut ov = vec![OverloadTy::Ptr(AddrSpace(d))];
                if nptr == 2 {
                    ov.push(OverloadTy::Ptr(AddrSpace(s)));
                }
                ov.push(OverloadTy::Int(len_bits));
                let f = declare_intrinsic(m, intr, &ov);
                self.decls.insert(key, f);
                f
            }
        };
        c.callee = m.func_ref(f);
        c.fn_ty = m.functions[f].ty;
        let mut attrs = vec![AttrSetId::EMPTY; c.args.len()];
        for (k, a) in attrs.iter_mut().enumerate().take(nptr) {
            if let Some(al) = c.arg_attrs.get(k).and_then(|&s| m.attrs.align(s)) {
                *a = m.attrs.intern(vec![Attribute::Align(al)]);
            }
        }
        c.arg_attrs = attrs;
        c.ret_attrs = AttrSetId::EMPTY;
        c.fn_attrs = AttrSetId::EMPTY;
        c.tail = TailKind::None;
        c.fmf = FastMath::NONE;
        Ok(true)
    }

    /// Deletes the replaced casts and no-op pairs left without uses, and the operands that
    /// die with them.
    fn delete_dead(&mut self, body: &Body) {
        self.dead.clear();
        for n in &self.nodes {
            if let Value::Inst(i) = n.value
                && matches!(n.kind, Kind::Asc | Kind::IntToPtr)
                && n.space != UNINIT
                && n.space != FLAT
                && self.uses[i.index()] == 0
            {
                self.dead.push(i);
            }
        }
        for &i in self.subst.keys() {
            if self.uses[i.index()] == 0 {
                self.dead.push(i);
            }
        }
        self.dead.sort_unstable();
        while let Some(i) = self.dead.pop() {
            if self.deleted[i.index()] {
                continue;
            }
            self.deleted[i.index()] = true;
            let block = self.inst_block[i.index()];
            if block != NONE {
                self.dirty[block as usize] = true;
            }
            let uses = &mut self.uses;
            let deleted = &self.deleted;
            let dead = &mut self.dead;
            body.insts[i].data.visit_operands(|v| {
                if let Value::Inst(d) = v {
                    let u = &mut uses[d.index()];
                    *u = u.saturating_sub(1);
                    if *u == 0 && !deleted[d.index()] && trivially_dead(&body.insts[d].data) {
                        dead.push(d);
                    }
                }
            });
            self.stats.changed = true;
        }
    }

    /// Lays out the new instructions and drops the deleted ones in the blocks that changed.
    fn rebuild(&mut self, body: &mut Body) {
        for bi in 0..body.layout.len() {
            if !self.dirty[bi] {
                continue;
            }
            let b = body.layout[bi];
            let old = std::mem::take(&mut body.blocks[b].insts);
            let mut out = Vec::with_capacity(old.len() + 4);
            let mut phis_done = false;
            let emit = |out: &mut Vec<Inst>, lists: &Lists, at: usize| {
                let mut r = lists.head[at];
                while r != NONE {
                    let (i, next) = self.recs[r as usize];
                    if !self.deleted[i.index()] {
                        out.push(i);
                    }
                    r = next;
                }
            };
            for &i in &old {
                if !phis_done && !body.insts[i].data.is_phi() {
                    emit(&mut out, &self.after_phis, bi);
                    phis_done = true;
                }
                emit(&mut out, &self.before, i.index());
                if !self.deleted[i.index()] {
                    out.push(i);
                }
                emit(&mut out, &self.after, i.index());
            }
            if !phis_done {
                emit(&mut out, &self.after_phis, bi);
            }
            body.blocks[b].insts = out;
        }
    }
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
        | ConstData::Struct { .. }
        | ConstData::Global { .. }
        | ConstData::Expr { .. }
        | ConstData::Metadata(_) => false,
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
                | ConstData::Struct { .. }
                | ConstData::Global { .. }
                | ConstData::Expr { .. }
                | ConstData::Metadata(_) => return v,
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
        | InstData::InsertValue { .. } => true,
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
