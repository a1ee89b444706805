//! Lowering one function of the IR into the interpreter's flat program ([`super::CFunc`]):
//! registers for values, ops for instructions, block targets resolved to op indices, phis as
//! moves on edges, constants in registers.

use super::*;
pub(super) struct Lower<'a, 'm> {
    pub(super) cx: &'a Cx<'m>,
    pub(super) f: &'m Function,
    pub(super) types: &'m Types,
    pub(super) regs: HashMap<Inst, u32>,
    next: u32,
    params: Vec<ParamInfo>,
    consts: Vec<Reg>,
    const_regs: HashMap<ConstId, u32>,
    out: CFunc,
    block_pc: HashMap<Block, u32>,
    /// Ops whose block targets are still block indices: (op index).
    fixups: Vec<usize>,
    edge_moves: HashMap<(Block, Block), u32>,
    /// Allocas whose address is given to `llvm.lifetime.start`.
    scoped_allocas: std::collections::HashSet<Inst>,
}

/// A placeholder move set id while targets are blocks.
const NO_MOVES: u32 = 0;

impl<'a, 'm> Lower<'a, 'm> {
    pub(super) fn new(cx: &'a Cx<'m>, fid: FuncId, f: &'m Function) -> Self {
        Lower {
            cx,
            f,
            types: &cx.m.types,
            regs: HashMap::default(),
            next: 0,
            params: Vec::new(),
            consts: Vec::new(),
            const_regs: HashMap::default(),
            out: CFunc {
                id: fid,
                is_kernel: cx.m.is_kernel(fid),
                ops: Vec::new(),
                origin: Vec::new(),
                n_regs: 0,
                consts: Vec::new(),
                const_base: 0,
                params: Vec::new(),
                param_checks: Vec::new(),
                ret_check: ValueCheck::of(cx.m, f.ret_attrs, f.ret_type(&cx.m.types)),
                fn_ty: f.ty,
                cc: f.cc,
                moves: vec![Vec::new()],
                switches: Vec::new(),
                layouts: Vec::new(),
                geps: Vec::new(),
                calls: Vec::new(),
            },
            block_pc: HashMap::default(),
            fixups: Vec::new(),
            edge_moves: HashMap::default(),
            scoped_allocas: scoped_allocas(cx.m, f),
        }
    }

    pub(super) fn width(&self, ty: TypeId) -> u8 {
        match self.types.get(self.types.scalar_of(ty)) {
            TypeData::Int(b) => *b as u8,
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Float
            | TypeData::Double
            | TypeData::Half
            | TypeData::BFloat
            | TypeData::Vector { .. }
            | TypeData::Ptr(_)
            | TypeData::Array { .. }
            | TypeData::Struct { .. }
            | TypeData::Named(_)
            | TypeData::Func { .. } => 64,
        }
    }

    pub(super) fn leaves_of(&self, ty: TypeId) -> u32 {
        leaf_count(self.types, ty).min(u64::from(u32::MAX)) as u32
    }

    pub(super) fn alloc_regs(&mut self, n: u32) -> Result<u32, InterpError> {
        let r = self.next;
        self.next = self
            .next
            .checked_add(n)
            .filter(|&x| x <= MAX_FRAME_REGS)
            .ok_or_else(|| {
                InterpError::Unsupported(format!(
                    "function @{} holds more than {MAX_FRAME_REGS} scalars in registers",
                    self.f.name
                ))
            })?;
        Ok(r)
    }

    /// The first register of a value.
    pub(super) fn operand(&mut self, v: Value) -> Result<u32, InterpError> {
        match v {
            Value::Inst(i) => self.regs.get(&i).copied().ok_or_else(|| {
                InterpError::Internal(format!("@{}: operand {i:?} has no register", self.f.name))
            }),
            Value::Arg(n) => Ok(self.params.get(n as usize).map_or(NONE, |p| p.start)),
            Value::Const(c) => {
                if let Some(&r) = self.const_regs.get(&c) {
                    return Ok(r);
                }
                check_width(self.types, self.cx.m.consts.ty(c), &|| {
                    format!("a constant in @{}", self.f.name)
                })?;
                let n = leaf_count(self.types, self.cx.m.consts.ty(c));
                if n + self.consts.len() as u64 > u64::from(MAX_FRAME_REGS) {
                    return Err(InterpError::Unsupported(format!(
                        "function @{} holds more than {MAX_FRAME_REGS} scalars of constants in registers",
                        self.f.name
                    )));
                }
                let vals = self.cx.const_leaves(c)?;
                let r = self.consts.len() as u32;
                self.consts.extend(vals);
                // Constant registers are numbered from 0 here and shifted by `const_base` at
                // the end; mark them by a high bit until then.
                self.const_regs.insert(c, r | CONST_TAG);
                Ok(r | CONST_TAG)
            }
        }
    }

    pub(super) fn value_ty(&self, v: Value) -> TypeId {
        self.f.value_type(self.types, &self.cx.m.consts, v)
    }

    pub(super) fn emit(&mut self, op: Op, inst: Inst, block: Block) {
        self.out.ops.push(op);
        self.out.origin.push((inst, block));
    }

    pub(super) fn run(mut self) -> Result<CFunc, InterpError> {
        let m = self.cx.m;
        let body = self.f.body.as_ref().expect("lowering definitions only");
        // Parameters.
        for (i, &pty) in self.f.param_types(self.types).iter().enumerate() {
            check_width(self.types, pty, &|| {
                format!("a parameter of @{}", self.f.name)
            })?;
            let n = self.leaves_of(pty);
            let start = self.alloc_regs(n)?;
            let byval = self
                .f
                .params
                .get(i)
                .and_then(|p| m.attrs.byval(p.attrs))
                .map(|t| {
                    let align = m
                        .attrs
                        .align(self.f.params[i].attrs)
                        .unwrap_or_else(|| self.cx.dl.abi_align(self.types, t));
                    (self.cx.dl.alloc_size(self.types, t), align)
                });
            self.params.push(ParamInfo { start, byval });
            let set = self.f.params.get(i).map(|p| p.attrs).unwrap_or_default();
            self.out.param_checks.push(ValueCheck::of(m, set, pty));
        }
        // Results.
        for (_, i) in body.inst_order() {
            let ty = body.insts[i].ty;
            if ty != TypeId::VOID {
                check_width(self.types, ty, &|| {
                    format!("an instruction of @{}", self.f.name)
                })?;
                let n = self.leaves_of(ty);
                let r = self.alloc_regs(n)?;
                self.regs.insert(i, r);
            }
        }
        // Blocks.
        for &b in &body.layout {
            self.block_pc.insert(b, self.out.ops.len() as u32);
            for &i in &body.blocks[b].insts {
                self.inst(b, i)?;
            }
        }
        // Resolve block targets to pcs.
        for k in std::mem::take(&mut self.fixups) {
            let pc_of = |b: u32| {
                self.block_pc
                    .get(&Block::new(b as usize))
                    .copied()
                    .unwrap_or(0)
            };
            match &mut self.out.ops[k] {
                Op::Br { pc, .. } => *pc = pc_of(*pc),
                Op::CondBr { t_pc, f_pc, .. } => {
                    *t_pc = pc_of(*t_pc);
                    *f_pc = pc_of(*f_pc);
                }
                Op::IBin { .. }
                | Op::FBin { .. }
                | Op::FNeg { .. }
                | Op::ICmp { .. }
                | Op::FCmp { .. }
                | Op::Select { .. }
                | Op::Move { .. }
                | Op::Freeze { .. }
                | Op::Insert { .. }
                | Op::Trunc { .. }
                | Op::ZExt { .. }
                | Op::SExt { .. }
                | Op::FpTrunc { .. }
                | Op::FpExt { .. }
                | Op::FpToInt { .. }
                | Op::IntToFp { .. }
                | Op::IntToPtr { .. }
                | Op::PtrToInt { .. }
                | Op::AsCast { .. }
                | Op::FExt16 { .. }
                | Op::FTrunc16 { .. }
                | Op::Poison { .. }
                | Op::Repack { .. }
                | Op::ExtractDyn { .. }
                | Op::InsertDyn { .. }
                | Op::Alloca { .. }
                | Op::Load { .. }
                | Op::Store { .. }
                | Op::Gep { .. }
                | Op::Call { .. }
                | Op::Rmw { .. }
                | Op::CmpXchg { .. }
                | Op::Ret { .. }
                | Op::Switch { .. }
                | Op::Unreachable
                | Op::Fence
                | Op::Nop => {}
            }
        }
        for t in &mut self.out.switches {
            for c in &mut t.cases {
                c.1 = self
                    .block_pc
                    .get(&Block::new(c.1 as usize))
                    .copied()
                    .unwrap_or(0);
            }
            t.default.0 = self
                .block_pc
                .get(&Block::new(t.default.0 as usize))
                .copied()
                .unwrap_or(0);
        }
        // Constants go after the other registers.
        let base = self.next;
        let fix = |r: &mut u32| {
            if *r != NONE && *r & CONST_TAG != 0 {
                *r = (*r & !CONST_TAG) + base;
            }
        };
        for op in &mut self.out.ops {
            relocate(op, fix);
        }
        for mv in &mut self.out.moves {
            for (_, s) in mv.iter_mut() {
                fix(s);
            }
        }
        for g in &mut self.out.geps {
            for t in g.iter_mut() {
                fix(&mut t.reg);
            }
        }
        for c in &mut self.out.calls {
            for (r, _) in c.args.iter_mut() {
                fix(r);
            }
            if let Target::Indirect(r) = &mut c.target {
                fix(r);
            }
        }
        for s in &mut self.out.switches {
            let _ = s;
        }
        self.out.const_base = base;
        self.out.n_regs = base + self.consts.len() as u32;
        self.out.consts = self.consts;
        self.out.params = self.params;
        if self.out.param_checks.iter().all(ValueCheck::is_none) {
            self.out.param_checks.clear();
        }
        Ok(self.out)
    }

    /// The move set for the edge `from -> to` (the phis of `to`).
    fn moves(&mut self, from: Block, to: Block) -> Result<u32, InterpError> {
        if let Some(&k) = self.edge_moves.get(&(from, to)) {
            return Ok(k);
        }
        let body = self.f.body.as_ref().expect("a body");
        let mut mv = Vec::new();
        for &i in &body.blocks[to].insts {
            let InstData::Phi { incoming, .. } = &body.insts[i].data else {
                break;
            };
            let Some(&(v, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                continue;
            };
            let dst = self.regs[&i];
            let n = self.leaves_of(body.insts[i].ty);
            let src = self.operand(v)?;
            for k in 0..n {
                mv.push((dst + k, src + k));
            }
        }
        let k = if mv.is_empty() {
            NO_MOVES
        } else {
            self.out.moves.push(mv);
            (self.out.moves.len() - 1) as u32
        };
        self.edge_moves.insert((from, to), k);
        Ok(k)
    }

    pub(super) fn layout(&mut self, ty: TypeId) -> Result<u32, InterpError> {
        if leaf_count(self.types, ty) > u64::from(MAX_FRAME_REGS) {
            return Err(InterpError::Unsupported(format!(
                "a load or store in @{} of more than {MAX_FRAME_REGS} scalars",
                self.f.name
            )));
        }
        let mut ls = Vec::new();
        leaves(self.types, self.cx.dl, ty, 0, &mut ls);
        self.out.layouts.push(ls);
        Ok((self.out.layouts.len() - 1) as u32)
    }

    fn inst(&mut self, b: Block, i: Inst) -> Result<(), InterpError> {
        let m = self.cx.m;
        let body = self.f.body.as_ref().expect("a body");
        let node = &body.insts[i];
        let ty = node.ty;
        let dst = self.regs.get(&i).copied().unwrap_or(NONE);
        let op = match &node.data {
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Cast { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. } => return self.lanes(b, i),
            InstData::Phi { .. } => return Ok(()),
            InstData::Alloca {
                ty: aty,
                count,
                align,
                space,
            } => {
                let size = self.cx.dl.alloc_size(self.types, *aty);
                let (count, count_bits) = match count {
                    Some(c) => (self.operand(*c)?, self.width(self.value_ty(*c))),
                    None => (NONE, 0),
                };
                Op::Alloca {
                    dst,
                    size,
                    count,
                    count_bits,
                    align: align.bytes(),
                    space: *space,
                    deferred: self.scoped_allocas.contains(&i),
                }
            }
            InstData::Load {
                ptr,
                align,
                atomic,
                volatile,
                ..
            } => {
                let space = self
                    .types
                    .ptr_space(self.value_ty(*ptr))
                    .unwrap_or_default();
                let size = self.cx.dl.store_size(self.types, ty);
                let layout = self.layout(ty)?;
                Op::Load {
                    dst,
                    ptr: self.operand(*ptr)?,
                    layout,
                    size,
                    align: align.bytes(),
                    space,
                    // A volatile access is `ld.volatile` on NVPTX, which the PTX ISA gives the
                    // semantics of `ld.relaxed.sys`: atomic for race detection, as the PTX
                    // interpreter takes it (docs/semantics.md, "Data races").
                    atomic: atomic.is_some() || *volatile,
                }
            }
            InstData::Store {
                value,
                ptr,
                align,
                atomic,
                volatile,
                ..
            } => {
                let vty = self.value_ty(*value);
                let space = self
                    .types
                    .ptr_space(self.value_ty(*ptr))
                    .unwrap_or_default();
                let size = self.cx.dl.store_size(self.types, vty);
                let layout = self.layout(vty)?;
                Op::Store {
                    src: self.operand(*value)?,
                    ptr: self.operand(*ptr)?,
                    layout,
                    size,
                    align: align.bytes(),
                    space,
                    // `st.volatile`: `st.relaxed.sys`, atomic as the load above.
                    atomic: atomic.is_some() || *volatile,
                    release: atomic
                        .as_ref()
                        .is_some_and(|a| releases(a.ordering, &a.scope)),
                }
            }
            InstData::Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                let mut offset: i64 = 0;
                let mut terms = Vec::new();
                let mut cur = *source_ty;
                for (k, &ix) in indices.iter().enumerate() {
                    let ity = self.value_ty(ix);
                    let bits = self.width(ity);
                    let step_ty = if k == 0 {
                        Some(cur)
                    } else if let Some((elem, _)) = self.types.array_parts(cur) {
                        cur = elem;
                        Some(elem)
                    } else {
                        None
                    };
                    match step_ty {
                        Some(t) => {
                            let scale = self.cx.dl.alloc_size(self.types, t) as i64;
                            match ix {
                                Value::Const(c) if m.consts.as_int(c).is_some() => {
                                    let v = seam::ir::sign_extend(
                                        m.consts.as_int(c).unwrap_or(0),
                                        u32::from(bits),
                                    );
                                    offset = offset.wrapping_add(v.wrapping_mul(scale));
                                }
                                Value::Inst(_) | Value::Arg(_) | Value::Const(_) => {
                                    terms.push(GepTerm {
                                        reg: self.operand(ix)?,
                                        bits,
                                        scale,
                                    })
                                }
                            }
                        }
                        None => {
                            // A struct field: a constant index.
                            let fi = match ix {
                                Value::Const(c) => m.consts.as_int(c).unwrap_or(0),
                                Value::Inst(_) | Value::Arg(_) => 0,
                            };
                            if let Some(layout) = self.cx.dl.struct_layout(self.types, cur) {
                                offset = offset.wrapping_add(
                                    layout.offsets.get(fi as usize).copied().unwrap_or(0) as i64,
                                );
                            }
                            cur = self.types.aggregate_field(cur, fi).unwrap_or(cur);
                        }
                    }
                }
                let terms = if terms.is_empty() {
                    NONE
                } else {
                    self.out.geps.push(terms);
                    (self.out.geps.len() - 1) as u32
                };
                Op::Gep {
                    dst,
                    base: self.operand(*base)?,
                    offset,
                    terms,
                    inbounds: flags.contains(seam::ir::GepFlags::INBOUNDS),
                }
            }
            InstData::ExtractValue { agg, indices } => {
                let aty = self.value_ty(*agg);
                let (at, len) = self.path(aty, indices);
                Op::Move {
                    dst,
                    src: self.operand(*agg)? + at,
                    len,
                }
            }
            InstData::InsertValue { agg, elt, indices } => {
                let (at, elt_len) = self.path(ty, indices);
                Op::Insert {
                    dst,
                    agg: self.operand(*agg)?,
                    len: self.leaves_of(ty),
                    elt: self.operand(*elt)?,
                    at,
                    elt_len,
                }
            }
            InstData::Call(c) if self.is_wide_membar(c) => Op::Fence,
            InstData::Call(c) if self.memory_intrinsic(c).is_some() => {
                let (intr, ov) = self.memory_intrinsic(c).expect("checked");
                let ptr = self.operand(c.args[0])?;
                let pty = self.value_ty(c.args[0]);
                let space = match ov.last() {
                    Some(intrinsics::OverloadTy::Ptr(s)) => *s,
                    _ => self.types.ptr_space(pty).unwrap_or_default(),
                };
                match intr {
                    MemIntrinsic::Ldg => {
                        // A load; its alignment is the constant second argument.
                        let align = match c.args.get(1) {
                            Some(Value::Const(k)) => m.consts.as_int(*k).unwrap_or(1).max(1),
                            _ => 1,
                        };
                        let size = self.cx.dl.store_size(self.types, ty);
                        let layout = self.layout(ty)?;
                        Op::Load {
                            dst,
                            ptr,
                            layout,
                            size,
                            align,
                            space,
                            atomic: false,
                        }
                    }
                    MemIntrinsic::Scoped(op) => {
                        use intrinsics::ScopedRmw as S;
                        let vty = self.value_ty(c.args[1]);
                        Op::Rmw {
                            op: match op {
                                S::Add => RmwOp::Add,
                                S::FAdd => RmwOp::FAdd,
                                S::Exch => RmwOp::Xchg,
                                S::And => RmwOp::And,
                                S::Or => RmwOp::Or,
                                S::Xor => RmwOp::Xor,
                            },
                            dst,
                            ptr,
                            val: self.operand(c.args[1])?,
                            kind: self.leaf_kind(vty),
                            align: self.cx.dl.store_size(self.types, vty).max(1),
                            space,
                            // Relaxed, at the scope its name says.
                            release: false,
                        }
                    }
                    MemIntrinsic::IncDec { inc } => Op::Rmw {
                        op: if inc {
                            RmwOp::UIncWrap
                        } else {
                            RmwOp::UDecWrap
                        },
                        dst,
                        ptr,
                        val: self.operand(c.args[1])?,
                        kind: LeafKind::Int(32),
                        align: 4,
                        space,
                        release: false,
                    },
                }
            }
            InstData::Call(c) => {
                // Inline assembly: libdevice's, as the PTX instruction it is; any other is
                // refused if it runs.
                let asm = match c.callee {
                    Value::Const(k) => self.cx.m.consts.as_inline_asm(k).map(|a| {
                        match crate::nvvm::of_asm(&a.asm, &a.constraints) {
                            Some(p) => IntrinsicOp::Ptx(p),
                            None => IntrinsicOp::Unsupported(format!(
                                "inline assembly in @{} (\"{}\", \"{}\"): the IR interpreter \
                                 does not run machine code; compile the module to PTX and run that",
                                self.f.name,
                                a.asm.escape_debug(),
                                a.constraints.escape_debug()
                            )),
                        }
                    }),
                    Value::Inst(_) | Value::Arg(_) => None,
                };
                let info = self.call(c, dst, ty, asm)?;
                self.out.calls.push(info);
                Op::Call {
                    call: (self.out.calls.len() - 1) as u32,
                }
            }
            InstData::AtomicRmw(a) => {
                let vty = self.value_ty(a.val);
                if a.op.is_float() && self.types.float_bits(vty) == Some(16) {
                    return Err(InterpError::Unsupported(format!(
                        "atomicrmw {} on '{}' in @{}",
                        a.op.name(),
                        self.types.display(vty),
                        self.f.name
                    )));
                }
                let kind = self.leaf_kind(vty);
                let space = self
                    .types
                    .ptr_space(self.value_ty(a.ptr))
                    .unwrap_or_default();
                Op::Rmw {
                    op: a.op,
                    dst,
                    ptr: self.operand(a.ptr)?,
                    val: self.operand(a.val)?,
                    kind,
                    align: a.align.bytes(),
                    space,
                    release: releases(a.ordering, &a.scope),
                }
            }
            InstData::CmpXchg(c) => {
                let vty = self.value_ty(c.cmp);
                let kind = self.leaf_kind(vty);
                let space = self
                    .types
                    .ptr_space(self.value_ty(c.ptr))
                    .unwrap_or_default();
                Op::CmpXchg {
                    dst,
                    ptr: self.operand(c.ptr)?,
                    cmp: self.operand(c.cmp)?,
                    new: self.operand(c.new)?,
                    kind,
                    align: c.align.bytes(),
                    space,
                    release: releases(c.success, &c.scope),
                }
            }
            InstData::Fence { ordering, scope } if releases(*ordering, scope) => Op::Fence,
            InstData::Fence { .. } => Op::Nop,
            InstData::Freeze { arg } => Op::Freeze {
                dst,
                src: self.operand(*arg)?,
                len: self.leaves_of(ty),
            },
            InstData::Ret { value } => match value {
                Some(v) => {
                    let vty = self.value_ty(*v);
                    Op::Ret {
                        src: self.operand(*v)?,
                        len: self.leaves_of(vty),
                    }
                }
                None => Op::Ret { src: NONE, len: 0 },
            },
            InstData::Br { dest } => {
                let moves = self.moves(b, *dest)?;
                self.fixups.push(self.out.ops.len());
                Op::Br {
                    pc: dest.index() as u32,
                    moves,
                }
            }
            InstData::CondBr {
                cond,
                if_true,
                if_false,
            } => {
                let t_moves = self.moves(b, *if_true)?;
                let f_moves = self.moves(b, *if_false)?;
                self.fixups.push(self.out.ops.len());
                Op::CondBr {
                    cond: self.operand(*cond)?,
                    t_pc: if_true.index() as u32,
                    t_moves,
                    f_pc: if_false.index() as u32,
                    f_moves,
                }
            }
            InstData::Switch {
                cond,
                default,
                cases,
            } => {
                let mut table = SwitchTable {
                    cases: Vec::new(),
                    default: (default.index() as u32, self.moves(b, *default)?),
                };
                for (c, t) in cases {
                    let v = m.consts.as_int(*c).unwrap_or(0);
                    let mv = self.moves(b, *t)?;
                    table.cases.push((v, t.index() as u32, mv));
                }
                self.out.switches.push(table);
                Op::Switch {
                    cond: self.operand(*cond)?,
                    table: (self.out.switches.len() - 1) as u32,
                }
            }
            InstData::Unreachable => Op::Unreachable,
        };
        self.emit(op, i, b);
        Ok(())
    }

    /// `llvm.nvvm.membar.{gl,sys}`: a fence at device scope or wider.
    fn is_wide_membar(&self, c: &seam::ir::CallData) -> bool {
        self.cx.m.direct_callee(c).is_some_and(|f| {
            self.cx.m.functions.get(f).is_some_and(|func| {
                func.is_intrinsic()
                    && matches!(
                        intrinsics::lookup(&func.name),
                        Some((Intrinsic::MembarGl | Intrinsic::MembarSys, _))
                    )
            })
        })
    }

    /// `llvm.nvvm.ldg.*` and `llvm.nvvm.atomic.load.{inc,dec}.32`, which are memory accesses.
    fn memory_intrinsic(
        &self,
        c: &seam::ir::CallData,
    ) -> Option<(MemIntrinsic, Vec<intrinsics::OverloadTy>)> {
        let f = self.cx.m.direct_callee(c)?;
        let func = self.cx.m.functions.get(f)?;
        if !func.is_intrinsic() || c.args.len() != 2 {
            return None;
        }
        let (intr, ov) = intrinsics::lookup(&func.name)?;
        if matches!(intr, Intrinsic::Ldg | Intrinsic::Ldu) {
            return Some((MemIntrinsic::Ldg, ov));
        }
        if let Intrinsic::AtomicIncDec { inc } = intr {
            return Some((MemIntrinsic::IncDec { inc }, ov));
        }
        if let Intrinsic::ScopedAtomic(op) = intr {
            return Some((MemIntrinsic::Scoped(op), ov));
        }
        None
    }

    fn leaf_kind(&self, ty: TypeId) -> LeafKind {
        match self.types.get(ty) {
            TypeData::Int(b) => LeafKind::Int(*b as u8),
            TypeData::Float => LeafKind::F32,
            TypeData::Double => LeafKind::F64,
            TypeData::Half | TypeData::BFloat => LeafKind::Int(16),
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Vector { .. }
            | TypeData::Ptr(_)
            | TypeData::Array { .. }
            | TypeData::Struct { .. }
            | TypeData::Named(_)
            | TypeData::Func { .. } => LeafKind::Ptr,
        }
    }

    /// The leaf range an extractvalue/insertvalue path selects in an aggregate of type `ty`.
    fn path(&self, ty: TypeId, indices: &[u32]) -> (u32, u32) {
        let mut at = 0u64;
        let mut cur = ty;
        for &ix in indices {
            if let Some((elem, _)) = self.types.array_parts(cur) {
                at += u64::from(ix) * leaf_count(self.types, elem);
                cur = elem;
            } else if let Some((fields, _)) = self.types.struct_fields(cur) {
                let fields = fields.to_vec();
                at += fields
                    .iter()
                    .take(ix as usize)
                    .map(|&f| leaf_count(self.types, f))
                    .sum::<u64>();
                cur = fields.get(ix as usize).copied().unwrap_or(cur);
            }
        }
        (at as u32, self.leaves_of(cur))
    }

    fn call(
        &mut self,
        c: &seam::ir::CallData,
        dst: u32,
        ty: TypeId,
        asm: Option<IntrinsicOp>,
    ) -> Result<CallInfo, InterpError> {
        let m = self.cx.m;
        let mut args = Vec::with_capacity(c.args.len());
        let callee = m.direct_callee(c);
        for &a in c.args.iter() {
            let aty = self.value_ty(a);
            args.push((self.operand(a)?, self.leaves_of(aty)));
        }
        let n_ret = if ty == TypeId::VOID {
            0
        } else {
            self.leaves_of(ty)
        };
        let target = match (asm, callee) {
            (Some(op), _) => Target::Intrinsic(op),
            (None, Some(f)) => match m.functions.get(f) {
                Some(func) if func.body.is_some() => Target::Direct(f.index() as u32),
                Some(func) if func.is_intrinsic() => match intrinsics::lookup(&func.name) {
                    Some((intr, ov)) => Target::Intrinsic(self.intrinsic(intr, &ov, c)?),
                    None => Target::External(func.name.clone()),
                },
                Some(func) => Target::External(func.name.clone()),
                None => Target::External("<removed>".into()),
            },
            (None, None) => Target::Indirect(self.operand(c.callee)?),
        };
        let mut arg_checks: Vec<ValueCheck> = c
            .args
            .iter()
            .enumerate()
            .map(|(k, &a)| {
                let set = c.arg_attrs.get(k).copied().unwrap_or_default();
                ValueCheck::of(m, set, self.value_ty(a))
            })
            .collect();
        if arg_checks.iter().all(ValueCheck::is_none) {
            arg_checks.clear();
        }
        Ok(CallInfo {
            target,
            args,
            dst: (dst, n_ret),
            fn_ty: c.fn_ty,
            cc: c.cc,
            arg_checks,
            ret_check: ValueCheck::of(m, c.ret_attrs, ty),
        })
    }

    fn intrinsic(
        &mut self,
        intr: Intrinsic,
        ov: &[intrinsics::OverloadTy],
        c: &seam::ir::CallData,
    ) -> Result<IntrinsicOp, InterpError> {
        use intrinsics::OverloadTy as O;
        let bits = match ov.first() {
            Some(O::Int(b)) => *b as u8,
            _ => 64,
        };
        let double = matches!(ov.first(), Some(O::Double));
        if let Some(bf) = match ov.first() {
            Some(O::Half) => Some(false),
            Some(O::BFloat) => Some(true),
            _ => None,
        } {
            // A float intrinsic on half/bfloat: the float version between conversions.
            let inner = self.intrinsic(intr, &[O::Float], c)?;
            return Ok(IntrinsicOp::Narrow {
                inner: Box::new(inner),
                bf,
            });
        }
        Ok(match intr {
            Intrinsic::ReadSreg(s) => IntrinsicOp::Sreg(s),
            Intrinsic::Barrier0
            | Intrinsic::BarSync
            | Intrinsic::BarrierSync
            | Intrinsic::BarrierN => IntrinsicOp::Barrier,
            Intrinsic::BarrierCount { .. } => IntrinsicOp::BarrierCount,
            Intrinsic::Mapa { .. } => IntrinsicOp::Mapa,
            Intrinsic::IsExplicitCluster => IntrinsicOp::Const(0),
            Intrinsic::ActiveMask => IntrinsicOp::Warp(WarpOp::ActiveMask),
            Intrinsic::MatchAllSync { .. } => IntrinsicOp::Warp(WarpOp::MatchAll),
            Intrinsic::IsSpacep(s) => IntrinsicOp::IsSpacep(s),
            Intrinsic::Memcpy | Intrinsic::Memmove => IntrinsicOp::Memcpy {
                overlap_ok: intr == Intrinsic::Memmove,
                dst_space: ptr_space(ov.first()),
                src_space: ptr_space(ov.get(1)),
            },
            Intrinsic::Memset => IntrinsicOp::Memset {
                space: ptr_space(ov.first()),
            },
            Intrinsic::Assume => IntrinsicOp::Assume,
            Intrinsic::SMin => IntrinsicOp::MinMax {
                signed: true,
                max: false,
                bits,
            },
            Intrinsic::SMax => IntrinsicOp::MinMax {
                signed: true,
                max: true,
                bits,
            },
            Intrinsic::UMin => IntrinsicOp::MinMax {
                signed: false,
                max: false,
                bits,
            },
            Intrinsic::UMax => IntrinsicOp::MinMax {
                signed: false,
                max: true,
                bits,
            },
            Intrinsic::Abs => IntrinsicOp::Abs { bits },
            Intrinsic::UAddSat | Intrinsic::USubSat | Intrinsic::SAddSat | Intrinsic::SSubSat => {
                IntrinsicOp::Sat {
                    signed: matches!(intr, Intrinsic::SAddSat | Intrinsic::SSubSat),
                    sub: matches!(intr, Intrinsic::USubSat | Intrinsic::SSubSat),
                    bits,
                }
            }
            Intrinsic::TypeTest | Intrinsic::PublicTypeTest => {
                let md = match c.args.get(1) {
                    Some(Value::Const(k)) => match self.cx.m.consts.get(*k) {
                        ConstData::Metadata(r) => Some(r.clone()),
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
                        | ConstData::InlineAsm(_) => None,
                    },
                    _ => None,
                };
                IntrinsicOp::TypeTest(md.map(|r| self.type_members(&r)).unwrap_or_default())
            }
            Intrinsic::Trap => IntrinsicOp::Trap,
            Intrinsic::LifetimeStart => IntrinsicOp::Lifetime { start: true },
            Intrinsic::LifetimeEnd => IntrinsicOp::Lifetime { start: false },
            Intrinsic::MembarCta
            | Intrinsic::MembarGl
            | Intrinsic::MembarSys
            | Intrinsic::StackRestore => IntrinsicOp::Nop,
            Intrinsic::StackSave => IntrinsicOp::StackSave,
            Intrinsic::Fabs => IntrinsicOp::FUnary {
                op: FUnary::Fabs,
                double,
            },
            Intrinsic::Sqrt => IntrinsicOp::FUnary {
                op: FUnary::Sqrt,
                double,
            },
            Intrinsic::Floor => IntrinsicOp::FUnary {
                op: FUnary::Floor,
                double,
            },
            Intrinsic::Ceil => IntrinsicOp::FUnary {
                op: FUnary::Ceil,
                double,
            },
            Intrinsic::Trunc => IntrinsicOp::FUnary {
                op: FUnary::Trunc,
                double,
            },
            Intrinsic::Rint => IntrinsicOp::FUnary {
                op: FUnary::Rint,
                double,
            },
            Intrinsic::Round => IntrinsicOp::FUnary {
                op: FUnary::Round,
                double,
            },
            Intrinsic::MinNum => IntrinsicOp::FBinary {
                op: FBinary::MinNum,
                double,
            },
            Intrinsic::MaxNum => IntrinsicOp::FBinary {
                op: FBinary::MaxNum,
                double,
            },
            Intrinsic::Copysign => IntrinsicOp::FBinary {
                op: FBinary::Copysign,
                double,
            },
            // LLVM's NVPTX back end fuses `fmuladd` (from code generation level 1 up).
            Intrinsic::Fma | Intrinsic::FMulAdd => IntrinsicOp::Fma { double },
            Intrinsic::Ctpop => IntrinsicOp::Bits {
                op: BitOp::Ctpop,
                bits,
            },
            Intrinsic::Ctlz => IntrinsicOp::Bits {
                op: BitOp::Ctlz,
                bits,
            },
            Intrinsic::Cttz => IntrinsicOp::Bits {
                op: BitOp::Cttz,
                bits,
            },
            Intrinsic::Bswap => IntrinsicOp::Bits {
                op: BitOp::Bswap,
                bits,
            },
            Intrinsic::Bitreverse => IntrinsicOp::Bits {
                op: BitOp::Bitreverse,
                bits,
            },
            Intrinsic::Fshl => IntrinsicOp::Funnel { left: true, bits },
            Intrinsic::Fshr => IntrinsicOp::Funnel { left: false, bits },
            Intrinsic::Expect => IntrinsicOp::Expect,
            Intrinsic::NvvmSqrt { double } => IntrinsicOp::FUnary {
                op: FUnary::Sqrt,
                double,
            },
            Intrinsic::NvvmFMinMax { max, double } => IntrinsicOp::FBinary {
                op: if max {
                    FBinary::MaxNum
                } else {
                    FBinary::MinNum
                },
                double,
            },
            Intrinsic::MulHi { signed, wide } => IntrinsicOp::MulHi { signed, wide },
            Intrinsic::Mul24 { signed } => IntrinsicOp::Mul24 { signed },
            Intrinsic::RsqrtApprox { double } => IntrinsicOp::FUnary {
                op: FUnary::Rsqrt,
                double,
            },
            Intrinsic::NvvmApprox(f) => {
                use crate::approx::Approx;
                use intrinsics::ApproxFn;
                IntrinsicOp::FUnary {
                    op: FUnary::Approx(match f {
                        ApproxFn::Ex2 => Approx::Ex2,
                        ApproxFn::Lg2 => Approx::Lg2,
                        ApproxFn::Sin => Approx::Sin,
                        ApproxFn::Cos => Approx::Cos,
                    }),
                    double: false,
                }
            }
            Intrinsic::NvvmDivApprox => IntrinsicOp::FBinary {
                op: FBinary::Div,
                double: false,
            },
            Intrinsic::NvvmRcpRn => IntrinsicOp::FUnary {
                op: FUnary::Rcp,
                double: false,
            },
            Intrinsic::NvvmF2iRn => IntrinsicOp::F2iRn,
            Intrinsic::NvvmFloat(f) => match crate::nvvm::of_intrinsic(f) {
                Ok(p) => IntrinsicOp::Ptx(p),
                Err(why) => IntrinsicOp::Unsupported(why),
            },
            Intrinsic::NvvmSaturate { double } => IntrinsicOp::FUnary {
                op: FUnary::Saturate,
                double,
            },
            Intrinsic::NvvmFMinMax16 { max, bf } => IntrinsicOp::Narrow {
                inner: Box::new(IntrinsicOp::FBinary {
                    op: if max {
                        FBinary::MaxNum
                    } else {
                        FBinary::MinNum
                    },
                    double: false,
                }),
                bf,
            },
            Intrinsic::NvvmFma16 { bf } => IntrinsicOp::Narrow {
                inner: Box::new(IntrinsicOp::Fma { double: false }),
                bf,
            },
            Intrinsic::ShflSync(m) => IntrinsicOp::Warp(WarpOp::Shfl(m)),
            Intrinsic::VoteSync(m) => IntrinsicOp::Warp(WarpOp::Vote(m)),
            Intrinsic::MatchAnySync { .. } => IntrinsicOp::Warp(WarpOp::MatchAny),
            Intrinsic::ReduxSync(o) => IntrinsicOp::Warp(WarpOp::Redux(o)),
            Intrinsic::BarWarpSync => IntrinsicOp::Warp(WarpOp::Sync),
            Intrinsic::Barrier0Red(r) => IntrinsicOp::BarrierRed(r),
            Intrinsic::Ldg
            | Intrinsic::Ldu
            | Intrinsic::AtomicIncDec { .. }
            | Intrinsic::ScopedAtomic(_) => {
                return Err(InterpError::Internal(format!(
                    "@{}: {intr:?} is lowered as a memory access, not a call",
                    self.f.name
                )));
            }
        })
    }

    /// The addresses `llvm.type.test` accepts for a type id: each `!type` attachment with that
    /// id names a global or function and an offset.
    fn type_members(&self, id: &MdRef) -> Vec<u64> {
        let m = self.cx.m;
        let mut out = Vec::new();
        for (g, gv) in m.globals.iter() {
            for t in &gv.type_md {
                if &t.id == id {
                    out.push(
                        self.cx
                            .global_addr(GlobalValue::Var(g))
                            .wrapping_add(t.offset as u64),
                    );
                }
            }
        }
        for (f, func) in m.functions.iter() {
            for t in &func.type_md {
                if &t.id == id {
                    out.push(
                        self.cx
                            .global_addr(GlobalValue::Func(f))
                            .wrapping_add(t.offset as u64),
                    );
                }
            }
        }
        out
    }
}

fn ptr_space(o: Option<&intrinsics::OverloadTy>) -> AddrSpace {
    match o {
        Some(intrinsics::OverloadTy::Ptr(s)) => *s,
        _ => AddrSpace::GENERIC,
    }
}

/// The intrinsics lowered as memory accesses.
#[derive(Clone, Copy, Debug)]
enum MemIntrinsic {
    Ldg,
    IncDec { inc: bool },
    Scoped(intrinsics::ScopedRmw),
}

/// Marks constant registers until their final position is known.
const CONST_TAG: u32 = 1 << 30;

/// Applies `fix` to every register operand of `op` (its sources, not its destination).
pub(super) fn relocate(op: &mut Op, fix: impl Fn(&mut u32)) {
    match op {
        Op::IBin { a, b, .. }
        | Op::ICmp { a, b, .. }
        | Op::FBin { a, b, .. }
        | Op::FCmp { a, b, .. } => {
            fix(a);
            fix(b);
        }
        Op::FNeg { a, .. }
        | Op::Trunc { a, .. }
        | Op::ZExt { a, .. }
        | Op::SExt { a, .. }
        | Op::FpTrunc { a, .. }
        | Op::FpExt { a, .. }
        | Op::FpToInt { a, .. }
        | Op::IntToFp { a, .. }
        | Op::IntToPtr { a, .. }
        | Op::PtrToInt { a, .. }
        | Op::FExt16 { a, .. }
        | Op::FTrunc16 { a, .. }
        | Op::AsCast { a, .. } => fix(a),
        Op::Repack { src, .. } => fix(src),
        Op::ExtractDyn { vec, idx, .. } => {
            fix(vec);
            fix(idx);
        }
        Op::InsertDyn { vec, elt, idx, .. } => {
            fix(vec);
            fix(elt);
            fix(idx);
        }
        Op::Select { cond, t, f, .. } => {
            fix(cond);
            fix(t);
            fix(f);
        }
        Op::Move { src, .. } | Op::Freeze { src, .. } => fix(src),
        Op::Insert { agg, elt, .. } => {
            fix(agg);
            fix(elt);
        }
        Op::Alloca { count, .. } => fix(count),
        Op::Load { ptr, .. } => fix(ptr),
        Op::Store { src, ptr, .. } => {
            fix(src);
            fix(ptr);
        }
        Op::Gep { base, .. } => fix(base),
        Op::Rmw { ptr, val, .. } => {
            fix(ptr);
            fix(val);
        }
        Op::CmpXchg { ptr, cmp, new, .. } => {
            fix(ptr);
            fix(cmp);
            fix(new);
        }
        Op::Ret { src, .. } => fix(src),
        Op::CondBr { cond, .. } | Op::Switch { cond, .. } => fix(cond),
        Op::Call { .. }
        | Op::Br { .. }
        | Op::Unreachable
        | Op::Fence
        | Op::Nop
        | Op::Poison { .. } => {}
    }
}

/// The allocas of `f` whose address is the pointer operand of an `llvm.lifetime.start`.
fn scoped_allocas(m: &Module, f: &Function) -> std::collections::HashSet<Inst> {
    let mut out = std::collections::HashSet::new();
    let Some(body) = &f.body else {
        return out;
    };
    for (_, i) in body.inst_order() {
        if let InstData::Call(c) = &body.insts[i].data
            && let Some(g) = m.direct_callee(c)
            && m.functions
                .get(g)
                .is_some_and(|g| g.name.starts_with("llvm.lifetime.start"))
            && let Some(Value::Inst(a)) = c.args.get(1)
            && matches!(body.insts[*a].data, InstData::Alloca { .. })
        {
            out.insert(*a);
        }
    }
    out
}

/// Whether an atomic operation (or fence) of `ordering` at `scope` releases to other blocks:
/// ordered release or stronger, at a scope wider than the block (`docs/semantics.md`, "Data
/// races"). `cluster` counts as wider: toward silence.
fn releases(ordering: seam::ir::AtomicOrdering, scope: &seam::ir::SyncScope) -> bool {
    use seam::ir::AtomicOrdering as O;
    matches!(ordering, O::Release | O::AcqRel | O::SeqCst)
        && !matches!(scope.as_deref(), Some("block" | "singlethread"))
}
