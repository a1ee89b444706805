//! Function body checks: structure, operands, types, dominance, instruction rules.

use rustc_hash::FxHashMap as HashMap;

use super::module::ModuleVerifier;
use crate::analysis::{Cfg, DomTree};
use crate::entity::SecondaryMap;
use crate::ir::{
    AddrSpace, AtomicOrdering, AttrFlag, AttrScope, Block, Body, CallConv, CastOp, ConstData,
    FastMath, Function, Inst, InstData, IntFlags, RmwOp, SrcLoc, TailKind, TypeData, TypeId, Value,
};
use crate::text::LocalNames;

struct BodyCx<'a, 'm> {
    v: &'a mut ModuleVerifier<'m>,
    body: &'m Body,
    func: &'m Function,
    /// The spelling of the function's values, made when the first error needs it.
    names: std::cell::OnceCell<LocalNames>,
    fname: String,
    inst_block: SecondaryMap<Inst, Option<Block>>,
    inst_pos: SecondaryMap<Inst, u32>,
    in_layout: SecondaryMap<Block, bool>,
    param_tys: Vec<TypeId>,
    ret_ty: TypeId,
    /// The function's parameter attributes, calling convention and variadicity (for musttail).
    param_attrs: Vec<crate::ir::AttrSetId>,
    cc: CallConv,
    vararg: bool,
}

impl BodyCx<'_, '_> {
    fn names(&self) -> &LocalNames {
        self.names
            .get_or_init(|| LocalNames::new(self.v.m, self.func))
    }

    fn ctx(&self, b: Block, i: Option<Inst>) -> String {
        let mut s = format!("{}, block {}", self.fname, self.names().blocks[b].to_text());
        if let Some(i) = i {
            let node = &self.body.insts[i];
            if node.ty != TypeId::VOID {
                s.push_str(&format!(
                    ", {} = {}",
                    self.names().insts[i].to_text(),
                    node.data.mnemonic()
                ));
            } else {
                let pos = self.inst_pos[i];
                s.push_str(&format!(
                    ", instruction {} ({})",
                    pos + 1,
                    node.data.mnemonic()
                ));
            }
        }
        s
    }

    /// Runs `check` with an empty context, then gives every error it reported the context of
    /// instruction `i` (followed by whatever context the check gave it): the context, which
    /// names values, is only spelled out when there is an error.
    fn lazy_ctx<R>(
        &mut self,
        b: Block,
        i: Inst,
        check: impl FnOnce(&mut ModuleVerifier<'_>) -> R,
    ) -> R {
        let before = self.v.errors.len();
        let r = check(self.v);
        if self.v.errors.len() > before {
            let ctx = self.ctx(b, Some(i));
            for e in &mut self.v.errors[before..] {
                e.context.insert_str(0, &ctx);
            }
        }
        r
    }

    fn err(&mut self, b: Block, i: Inst, msg: impl Into<String>) {
        let loc = self.body.insts[i].loc;
        let ctx = self.ctx(b, Some(i));
        self.v.error(loc, ctx, msg);
    }

    fn block_err(&mut self, b: Block, msg: impl Into<String>) {
        let loc = self.body.blocks[b].loc;
        let ctx = self.ctx(b, None);
        self.v.error(loc, ctx, msg);
    }

    fn tyname(&self, t: TypeId) -> String {
        self.v.tyname(t)
    }

    /// The type of an operand, or `None` (reported) if the operand is invalid.
    fn operand_type(&mut self, b: Block, i: Inst, v: Value) -> Option<TypeId> {
        match v {
            Value::Inst(d) => {
                if !self.body.insts.is_valid(d) || self.inst_block[d].is_none() {
                    self.err(
                        b,
                        i,
                        format!("operand {d:?} is not an instruction of the function"),
                    );
                    return None;
                }
                Some(self.body.insts[d].ty)
            }
            Value::Arg(n) => match self.param_tys.get(n as usize) {
                Some(&t) => Some(t),
                None => {
                    self.err(
                        b,
                        i,
                        format!("operand refers to parameter {n}, which does not exist"),
                    );
                    None
                }
            },
            Value::Const(c) => {
                // Constants are interned and checked once; the error context is only made
                // for one not checked yet.
                if self.v.const_checked(c) {
                    return Some(self.v.m.consts.ty(c));
                }
                let loc = self.body.insts[i].loc;
                if self.lazy_ctx(b, i, |v| v.check_const(c, loc, "")) {
                    Some(self.v.m.consts.ty(c))
                } else {
                    None
                }
            }
        }
    }
}

pub(super) fn verify_body<'m>(v: &mut ModuleVerifier<'m>, f: &'m Function, body: &'m Body) {
    let m = v.m;
    let mut cx = BodyCx {
        fname: format!("@{}", f.name),
        inst_block: SecondaryMap::with_capacity(body.insts.len(), None),
        inst_pos: SecondaryMap::with_capacity(body.insts.len(), 0),
        in_layout: SecondaryMap::with_capacity(body.blocks.len(), false),
        param_tys: f.param_types(&m.types).to_vec(),
        ret_ty: f.ret_type(&m.types),
        param_attrs: f.params.iter().map(|p| p.attrs).collect(),
        cc: f.cc,
        vararg: f.is_vararg(&m.types),
        v,
        body,
        func: f,
        names: std::cell::OnceCell::new(),
    };
    if body.layout.is_empty() {
        cx.v.error(
            f.loc,
            cx.fname.clone(),
            "a function definition needs at least one block",
        );
        return;
    }
    // Structure: blocks, instruction membership.
    let mut ok_structure = true;
    for &b in &body.layout {
        if !body.blocks.is_valid(b) {
            cx.v.error(
                f.loc,
                cx.fname.clone(),
                format!("the layout names a block that does not exist ({b:?})"),
            );
            return;
        }
        if cx.in_layout[b] {
            cx.block_err(b, "block appears twice in the layout");
            ok_structure = false;
        }
        cx.in_layout[b] = true;
    }
    for &b in &body.layout {
        if body.blocks[b]
            .name
            .as_deref()
            .is_some_and(|n| n.contains('\0'))
        {
            cx.block_err(b, "null bytes are not allowed in names");
        }
        for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
            if body.insts.is_valid(i)
                && body.insts[i]
                    .name
                    .as_deref()
                    .is_some_and(|n| n.contains('\0'))
            {
                cx.block_err(b, "null bytes are not allowed in names");
            }
            if !body.insts.is_valid(i) {
                cx.block_err(
                    b,
                    format!("block lists an instruction that does not exist ({i:?})"),
                );
                ok_structure = false;
                continue;
            }
            if cx.inst_block[i].is_some() {
                cx.err(b, i, "instruction appears in more than one place");
                ok_structure = false;
            }
            cx.inst_block[i] = Some(b);
            cx.inst_pos[i] = pos as u32;
        }
    }
    if !ok_structure {
        return;
    }
    for &b in &body.layout {
        let insts = &body.blocks[b].insts;
        if insts.is_empty() {
            cx.block_err(b, "empty block (a block must end with a terminator)");
            continue;
        }
        let last = insts.len() - 1;
        let mut seen_non_phi = false;
        for (pos, &i) in insts.iter().enumerate() {
            let data = &body.insts[i].data;
            if data.is_terminator() && pos != last {
                cx.err(b, i, "terminator in the middle of a block");
            }
            if pos == last && !data.is_terminator() {
                cx.err(b, i, "block does not end with a terminator");
            }
            if data.is_phi() {
                if seen_non_phi {
                    cx.err(b, i, "phi after a non-phi instruction");
                }
            } else {
                seen_non_phi = true;
            }
            let mut bad_block = None;
            data.visit_blocks(|t| {
                if !cx.in_layout[t] {
                    bad_block = Some(t);
                }
            });
            if let Some(t) = bad_block {
                cx.err(
                    b,
                    i,
                    format!("refers to a block that is not in the function ({t:?})"),
                );
            }
        }
    }
    let cfg = Cfg::new(body);
    let entry = body.layout[0];
    if !cfg.preds(entry).is_empty() {
        cx.block_err(entry, "the entry block cannot have predecessors");
    }
    let dt = DomTree::new(body, &cfg);
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            instruction(&mut cx, &cfg, &dt, b, i);
        }
    }
}

fn instruction(cx: &mut BodyCx<'_, '_>, cfg: &Cfg, dt: &DomTree, b: Block, i: Inst) {
    let m = cx.v.m;
    let node = &cx.body.insts[i];
    let ty = node.ty;
    if !m.types.is_valid(ty) {
        cx.err(b, i, "invalid result type");
        return;
    }
    // Operand validity and dominance.
    let mut ops = Vec::new();
    node.data.visit_operands(|o| ops.push(o));
    // Inline assembly is only ever called (LLVM: "cannot take the address of an inline asm"),
    // through the function type it was written with.
    for (k, &o) in ops.iter().enumerate() {
        let Value::Const(c) = o else { continue };
        let Some(a) = m.consts.as_inline_asm(c) else {
            continue;
        };
        let as_callee = if let InstData::Call(call) = &node.data {
            (k == 0).then_some(call.fn_ty)
        } else {
            None
        };
        match as_callee {
            Some(fn_ty) if fn_ty != a.fn_ty => cx.err(
                b,
                i,
                "inline assembly called through another function type than its own",
            ),
            Some(_) => {}
            None => cx.err(b, i, "inline assembly used other than as a call's callee"),
        }
    }
    let phi_blocks: Vec<Block> = match &node.data {
        InstData::Phi { incoming, .. } => incoming.iter().map(|(_, p)| *p).collect(),
        InstData::Binary { .. }
        | InstData::FNeg { .. }
        | InstData::ICmp { .. }
        | InstData::FCmp { .. }
        | InstData::Select { .. }
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
        | InstData::Call(_)
        | InstData::AtomicRmw(_)
        | InstData::CmpXchg(_)
        | InstData::Fence { .. }
        | InstData::Freeze { .. }
        | InstData::Ret { .. }
        | InstData::Br { .. }
        | InstData::CondBr { .. }
        | InstData::Switch { .. }
        | InstData::Unreachable => Vec::new(),
    };
    let mut op_tys = Vec::with_capacity(ops.len());
    for (k, &o) in ops.iter().enumerate() {
        let t = cx.operand_type(b, i, o);
        op_tys.push(t);
        if let (Some(_), Value::Inst(d)) = (t, o) {
            let db = cx.inst_block[d].expect("checked by operand_type");
            let use_block = if node.data.is_phi() { phi_blocks[k] } else { b };
            if !dt.is_reachable(use_block) {
                continue;
            }
            let dominated = if node.data.is_phi() {
                dt.dominates(db, use_block)
            } else if db == b {
                cx.inst_pos[d] < cx.inst_pos[i]
            } else {
                dt.dominates(db, b)
            };
            if !dominated {
                let name = cx.names().insts[d].to_text();
                cx.err(b, i, format!("'{name}' does not dominate this use"));
            }
        }
    }
    if op_tys.iter().any(Option::is_none) {
        return;
    }
    let t: Vec<TypeId> = op_tys.into_iter().flatten().collect();
    let types = &m.types;
    let tn = |t: TypeId| m.types.display(t);
    let fmf_ok = |fmf: FastMath, ty: TypeId| fmf.is_empty() || fp_like(types, ty);
    let mut errors: Vec<String> = Vec::new();
    let mut e = |s: String| errors.push(s);
    match &node.data {
        InstData::Binary { op, flags, .. } => {
            if t[0] != t[1] || t[0] != ty {
                e(format!(
                    "operands and result must have one type ('{}', '{}', '{}')",
                    tn(t[0]),
                    tn(t[1]),
                    tn(ty)
                ));
            }
            if op.is_float() {
                if !types.is_float_or_float_vector(ty) {
                    e(format!("'{}' needs floating point operands", op.name()));
                }
                if FastMath::from_bits(*flags).bits() != *flags {
                    e("unknown fast-math flag bits".into());
                }
            } else {
                if !types.is_int_or_int_vector(ty) {
                    e(format!("'{}' needs integer operands", op.name()));
                }
                let f = IntFlags::from_bits(*flags);
                if f.bits() != *flags || !op.allowed_int_flags().contains(f) {
                    e(format!("flags not allowed on '{}'", op.name()));
                }
            }
        }
        InstData::FNeg { fmf, .. } => {
            if t[0] != ty || !types.is_float_or_float_vector(ty) {
                e("fneg needs a floating point operand of the result type".into());
            }
            if !fmf_ok(*fmf, ty) {
                e("fast-math flags on a non floating point value".into());
            }
        }
        InstData::ICmp { .. } => {
            if t[0] != t[1]
                || !(types.is_int_or_int_vector(t[0]) || types.is_ptr_or_ptr_vector(t[0]))
            {
                e("icmp needs two integer or two pointer operands of one type".into());
            }
            if !is_bool_of(types, ty, t[0]) {
                e("icmp produces i1 (a vector of i1 for vector operands)".into());
            }
        }
        InstData::FCmp { .. } => {
            if t[0] != t[1] || !types.is_float_or_float_vector(t[0]) {
                e("fcmp needs two floating point operands of one type".into());
            }
            if !is_bool_of(types, ty, t[0]) {
                e("fcmp produces i1 (a vector of i1 for vector operands)".into());
            }
        }
        InstData::Select { fmf, .. } => {
            if t[0] != TypeId::I1 && !is_bool_of(types, t[0], t[1]) {
                e("select condition must be i1, or a vector of i1 as long as the values".into());
            }
            if t[1] != t[2] || t[1] != ty {
                e("select values and result must have one type".into());
            }
            if !fmf_ok(*fmf, ty) {
                e("fast-math flags on a select without a floating point result".into());
            }
        }
        InstData::Phi { fmf, incoming } => {
            if t.iter().any(|&x| x != ty) {
                e("phi incoming values must have the phi's type".into());
            }
            if !types.is_first_class(ty) {
                e("invalid phi type".into());
            }
            if !fmf_ok(*fmf, ty) {
                e("fast-math flags on a phi without a floating point result".into());
            }
            let mut want: Vec<Block> = cfg.preds(b).to_vec();
            let mut have: Vec<Block> = incoming.iter().map(|(_, p)| *p).collect();
            want.sort();
            have.sort();
            if want != have {
                e(format!(
                    "phi has {} incoming entries but the block has {} predecessor edges, or they name different blocks",
                    incoming.len(),
                    cfg.preds(b).len()
                ));
            }
            let mut by_block: HashMap<Block, Value> = HashMap::default();
            for (val, p) in incoming {
                if let Some(prev) = by_block.insert(*p, *val)
                    && prev != *val
                {
                    e("phi has different values for the same predecessor".into());
                    break;
                }
            }
        }
        InstData::Alloca {
            ty: aty,
            count,
            space,
            ..
        } => {
            if !types.is_valid(*aty) || !types.is_sized(*aty) {
                e("cannot allocate an unsized type".into());
            }
            if count.is_some() && !types.is_int(t[0]) {
                e("alloca count must be an integer".into());
            }
            if types.ptr_space(ty) != Some(*space) {
                e("alloca result must be a pointer into its address space".into());
            }
            let dl_space = m.data_layout().alloca_space();
            if *space != AddrSpace::GENERIC && *space != AddrSpace::LOCAL && *space != dl_space {
                e(format!(
                    "alloca in addrspace({}): allocas live in the generic or local address space",
                    space.0
                ));
            }
        }
        InstData::Load { atomic, .. } => {
            if !types.is_ptr(t[0]) {
                e("load address must be a pointer".into());
            }
            if !types.is_first_class(ty) {
                e("cannot load an unsized or non-value type".into());
            }
            if let Some(a) = atomic {
                atomic_access(types, m.data_layout(), ty, &mut e);
                if matches!(a.ordering, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
                    e("atomic load cannot use release ordering".into());
                }
            }
        }
        InstData::Store { atomic, .. } => {
            if !types.is_ptr(t[1]) {
                e("store address must be a pointer".into());
            }
            if !types.is_first_class(t[0]) {
                e("cannot store an unsized or non-value type".into());
            }
            if let Some(sp) = types.ptr_space(t[1])
                && !ModuleVerifier::writable_space(sp)
            {
                e(format!("store to read-only addrspace({})", sp.0));
            }
            if let Some(a) = atomic {
                atomic_access(types, m.data_layout(), t[0], &mut e);
                if matches!(a.ordering, AtomicOrdering::Acquire | AtomicOrdering::AcqRel) {
                    e("atomic store cannot use acquire ordering".into());
                }
            }
        }
        InstData::Gep { source_ty, .. } => {
            if !types.is_valid(*source_ty) || !types.is_sized(*source_ty) {
                e("getelementptr source type must be sized".into());
            } else if !types.is_ptr(t[0]) || t[0] != ty {
                e("getelementptr base must be a pointer of the result type".into());
            } else {
                let mut cur = *source_ty;
                for (k, (&ity, &iv)) in t[1..].iter().zip(&ops[1..]).enumerate() {
                    if k == 0 {
                        if !types.is_int(ity) {
                            e("getelementptr index must be an integer".into());
                        }
                        continue;
                    }
                    let cv = match iv {
                        Value::Const(c) => m.consts.as_int(c),
                        Value::Inst(_) | Value::Arg(_) => None,
                    };
                    match types.gep_step(cur, ity, cv) {
                        Ok(n) => cur = n,
                        Err(msg) => {
                            e(format!("invalid getelementptr indices: {msg}"));
                            break;
                        }
                    }
                }
            }
        }
        InstData::Cast { op, flags, .. } => {
            if !op.is_valid(types, t[0], ty) {
                e(format!(
                    "invalid cast '{}' from '{}' to '{}'",
                    op.name(),
                    tn(t[0]),
                    tn(ty)
                ));
            }
            if !op.allowed_flags().contains(*flags) {
                e(format!("flags not allowed on '{}'", op.name()));
            }
            if *op == CastOp::AddrSpaceCast
                && let (Some(a), Some(z)) = (types.ptr_space(t[0]), types.ptr_space(ty))
                && a.is_nvptx_specific()
                && z.is_nvptx_specific()
            {
                e(format!(
                    "addrspacecast between two specific address spaces ({} to {}) cannot be lowered to PTX",
                    a.0, z.0
                ));
            }
        }
        InstData::ExtractValue { indices, .. } => {
            let mut cur = t[0];
            let mut ok = types.is_aggregate(cur) && !indices.is_empty();
            for &ix in indices.iter() {
                match types.aggregate_field(cur, u64::from(ix)) {
                    Some(n) => cur = n,
                    None => ok = false,
                }
            }
            if !ok || cur != ty {
                e("extractvalue indices do not match the aggregate or the result type".into());
            }
        }
        InstData::InsertValue { indices, .. } => {
            let mut cur = t[0];
            let mut ok = types.is_aggregate(cur) && !indices.is_empty();
            for &ix in indices.iter() {
                match types.aggregate_field(cur, u64::from(ix)) {
                    Some(n) => cur = n,
                    None => ok = false,
                }
            }
            if !ok || cur != t[1] || t[0] != ty {
                e("insertvalue indices, value and result types do not match".into());
            }
        }
        InstData::ExtractElement { .. } => {
            if types.vector_parts(t[0]).is_none_or(|(el, _)| el != ty) {
                e("extractelement needs a vector operand and gives its element type".into());
            }
            if !types.is_int(t[1]) {
                e("extractelement index must be an integer".into());
            }
        }
        InstData::InsertElement { .. } => {
            if types.vector_parts(t[0]).is_none_or(|(el, _)| el != t[1]) || t[0] != ty {
                e("insertelement needs a vector, a value of its element type, and gives the vector type".into());
            }
            if !types.is_int(t[2]) {
                e("insertelement index must be an integer".into());
            }
        }
        InstData::ShuffleVector { mask, .. } => {
            match (types.vector_parts(t[0]), types.vector_parts(ty)) {
                (Some((el, n)), Some((rel, rn)))
                    if t[0] == t[1] && el == rel && rn as usize == mask.len() =>
                {
                    if mask.iter().flatten().any(|&x| x >= 2 * n) {
                        e("shufflevector mask lane out of range".into());
                    }
                }
                _ => e(
                    "shufflevector needs two vectors of one type and a result of the mask's length"
                        .into(),
                ),
            }
        }
        InstData::Call(c) => {
            call(cx, b, i, c, &t, ty, &mut e);
        }
        InstData::AtomicRmw(a) => {
            if !types.is_ptr(t[0]) {
                e("atomicrmw address must be a pointer".into());
            }
            let ok = if a.op.is_float() {
                types.is_float(t[1])
            } else if a.op == RmwOp::Xchg {
                types.is_scalar(t[1])
            } else {
                types.is_int(t[1])
            };
            if !ok {
                e(format!(
                    "atomicrmw {} cannot operate on '{}'",
                    a.op.name(),
                    tn(t[1])
                ));
            }
            if t[1] != ty {
                e("atomicrmw result must have the operand's type".into());
            }
            if a.ordering == AtomicOrdering::Unordered {
                e("atomicrmw cannot be unordered".into());
            }
            if let Some(sp) = types.ptr_space(t[0])
                && !ModuleVerifier::writable_space(sp)
            {
                e(format!("atomic update of read-only addrspace({})", sp.0));
            }
            atomic_access(types, m.data_layout(), t[1], &mut e);
        }
        InstData::CmpXchg(c) => {
            if !types.is_ptr(t[0]) {
                e("cmpxchg address must be a pointer".into());
            }
            if t[1] != t[2] || !(types.is_int(t[1]) || types.is_ptr(t[1])) {
                e(
                    "cmpxchg compare and new values must be integers or pointers of one type"
                        .into(),
                );
            }
            match types.struct_fields(ty) {
                Some((fs, false)) if fs == [t[1], TypeId::I1] => {}
                _ => e("cmpxchg result must be { <ty>, i1 }".into()),
            }
            if matches!(c.failure, AtomicOrdering::Release | AtomicOrdering::AcqRel)
                || c.success == AtomicOrdering::Unordered
                || c.failure == AtomicOrdering::Unordered
            {
                e("invalid cmpxchg orderings".into());
            }
            if let Some(sp) = types.ptr_space(t[0])
                && !ModuleVerifier::writable_space(sp)
            {
                e(format!("atomic update of read-only addrspace({})", sp.0));
            }
        }
        InstData::Fence { ordering, .. } => {
            if matches!(
                ordering,
                AtomicOrdering::Unordered | AtomicOrdering::Monotonic
            ) {
                e("fence needs acquire, release, acq_rel or seq_cst ordering".into());
            }
        }
        InstData::Freeze { .. } => {
            if t[0] != ty || !types.is_first_class(ty) {
                e("freeze result must have the operand's type".into());
            }
        }
        InstData::Ret { value } => match value {
            None if cx.ret_ty != TypeId::VOID => {
                e("'ret void' in a function that returns a value".into())
            }
            Some(_) if t[0] != cx.ret_ty => e(format!(
                "returned value has type '{}' but the function returns '{}'",
                tn(t[0]),
                tn(cx.ret_ty)
            )),
            _ => {}
        },
        InstData::Br { .. } | InstData::Unreachable => {}
        InstData::CondBr { .. } => {
            if t[0] != TypeId::I1 {
                e("branch condition must be i1".into());
            }
        }
        InstData::Switch { cases, .. } => {
            if !types.is_int(t[0]) {
                e("switch condition must be an integer".into());
            }
            let mut seen = Vec::with_capacity(cases.len());
            for (c, _) in cases {
                if !m.consts.is_valid(*c)
                    || m.consts.ty(*c) != t[0]
                    || m.consts.as_int(*c).is_none()
                {
                    e("switch case must be an integer constant of the condition's type".into());
                    break;
                }
                if seen.contains(c) {
                    e("duplicate case value in switch".into());
                    break;
                }
                seen.push(*c);
            }
        }
    }
    if node.data.is_terminator() && ty != TypeId::VOID {
        errors.push("a terminator has no result".into());
    }
    if matches!(node.data, InstData::Store { .. } | InstData::Fence { .. }) && ty != TypeId::VOID {
        errors.push("this instruction has no result".into());
    }
    for msg in errors {
        cx.err(b, i, msg);
    }
}

fn fp_like(types: &crate::ir::Types, ty: TypeId) -> bool {
    if types.is_float(ty) {
        return true;
    }
    if let Some((elem, _)) = types.array_parts(ty) {
        return fp_like(types, elem);
    }
    match types.struct_fields(ty) {
        Some((fs, _)) => !fs.is_empty() && fs.iter().all(|&f| types.is_float(f)),
        None => false,
    }
}

/// Whether `b` is what a comparison of `operand` values gives: `i1`, or `<N x i1>` for an
/// operand of `N` lanes.
fn is_bool_of(types: &crate::ir::Types, b: TypeId, operand: TypeId) -> bool {
    match types.vector_parts(operand) {
        Some((_, n)) => types.vector_parts(b) == Some((TypeId::I1, n)),
        None => b == TypeId::I1,
    }
}

fn atomic_access(
    types: &crate::ir::Types,
    dl: &crate::ir::DataLayout,
    ty: TypeId,
    e: &mut impl FnMut(String),
) {
    if !types.is_scalar(ty) {
        e("atomic access must be to an integer, floating point or pointer value".into());
        return;
    }
    let bits = match types.get(ty) {
        TypeData::Int(b) => *b,
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
        | TypeData::Func { .. } => (dl.store_size(types, ty) * 8) as u32,
    };
    if bits < 8 || !bits.is_power_of_two() {
        e("atomic access size must be a power of two of at least one byte".into());
    }
}

fn call(
    cx: &mut BodyCx<'_, '_>,
    b: Block,
    i: Inst,
    c: &crate::ir::CallData,
    t: &[TypeId],
    ty: TypeId,
    e: &mut impl FnMut(String),
) {
    let m = cx.v.m;
    let types = &m.types;
    let Some((ret, params, vararg)) = (if types.is_valid(c.fn_ty) {
        types.func_parts(c.fn_ty)
    } else {
        None
    }) else {
        e("call needs a function type".into());
        return;
    };
    if ret != ty {
        e("call result type differs from the function type's return type".into());
    }
    if t[0] != TypeId::PTR {
        e("callee must be a pointer in address space 0".into());
    }
    let args = &t[1..];
    if args.len() < params.len() || (!vararg && args.len() != params.len()) {
        e(format!(
            "call passes {} arguments to a function type with {} parameters",
            args.len(),
            params.len()
        ));
    } else if params.iter().zip(args).any(|(p, a)| p != a) {
        e("call argument types do not match the function type".into());
    }
    if c.arg_attrs.len() != c.args.len() {
        e("call has attribute sets for a different number of arguments".into());
    }
    if !c.fmf.is_empty() && !fp_like(types, ret) {
        e("fast-math flags on a call without a floating point result".into());
    }
    let loc: SrcLoc = cx.body.insts[i].loc;
    let callee_fn = m
        .direct_callee(c)
        .filter(|&f| m.functions.contains(f))
        .map(|f| &m.functions[f]);
    let intrinsic = callee_fn.is_some_and(|f| f.is_intrinsic());
    let fixed = params.len().min(c.arg_attrs.len());
    cx.lazy_ctx(b, i, |v| {
        v.signature_attrs(
            super::attributes::Signature {
                ret,
                params: &args[..fixed.min(args.len())],
                fn_attrs: c.fn_attrs,
                ret_attrs: c.ret_attrs,
                param_attrs: &c.arg_attrs[..fixed.min(args.len())],
                intrinsic,
                call_site: true,
            },
            loc,
            "",
        )
    });
    // Arguments passed through `...`.
    let mut returned = c.arg_attrs[..fixed]
        .iter()
        .filter(|&&s| m.attrs.is_valid(s) && m.attrs.has(s, AttrFlag::Returned))
        .count();
    for (k, (&set, &aty)) in c.arg_attrs.iter().zip(args).enumerate().skip(fixed) {
        let actx = format!(", argument {k}");
        cx.lazy_ctx(b, i, |v| {
            v.value_attrs(set, aty, AttrScope::PARAM, loc, &actx)
        });
        if !m.attrs.is_valid(set) {
            continue;
        }
        if m.attrs
            .get(set)
            .iter()
            .any(|a| matches!(a, crate::ir::Attribute::SRet(_)))
        {
            e(format!(
                "'sret' cannot be used for the variadic argument {k}"
            ));
        }
        if m.attrs.has(set, AttrFlag::Returned) {
            returned += 1;
            if aty != ret {
                e(format!(
                    "a 'returned' argument ({k}) must have the call's return type"
                ));
            }
        }
    }
    if returned > 1 {
        e("more than one argument has attribute 'returned'".into());
    }
    if m.attrs.is_valid(c.fn_attrs) && m.attrs.has(c.fn_attrs, AttrFlag::JumpTable) {
        e("'jumptable' does not apply to call sites".into());
    }
    // immarg: only where the callee's declaration has it too, and always on a constant.
    for (k, &set) in c.arg_attrs.iter().enumerate() {
        let on_site = m.attrs.is_valid(set) && m.attrs.has(set, AttrFlag::ImmArg);
        let on_callee = callee_fn.is_some_and(|f| {
            f.params
                .get(k)
                .is_some_and(|p| m.attrs.has(p.attrs, AttrFlag::ImmArg))
        });
        if on_site && !on_callee {
            e(format!(
                "'immarg' on argument {k} may not apply only to the call site"
            ));
        }
        if (on_site || on_callee)
            && !matches!(c.args.get(k), Some(Value::Const(cv)) if matches!(m.consts.get(*cv), ConstData::Int { .. } | ConstData::Float { .. }))
        {
            e(format!(
                "argument {k} is 'immarg' and must be an integer or floating point constant"
            ));
        }
    }
    let callee = m.called_function(c);
    if m.attrs.is_valid(c.fn_attrs) && m.attrs.has(c.fn_attrs, AttrFlag::Speculatable) {
        let ok = callee.is_some_and(|f| {
            m.functions.contains(f) && m.attrs.has(m.functions[f].attrs, AttrFlag::Speculatable)
        });
        if !ok {
            e(
                "speculatable may not apply to a call site unless the callee is speculatable"
                    .into(),
            );
        }
    }
    match callee {
        Some(f) if m.functions.contains(f) => {
            let callee_fn = &m.functions[f];
            // LLVM 19 accepts a call through another function type or calling convention
            // (running it is undefined behaviour: the interpreter says `bad-call`), but not
            // for an intrinsic.
            if callee_fn.ty != c.fn_ty && callee_fn.is_intrinsic() {
                e(format!(
                    "intrinsic called with incompatible signature: call uses type '{}' but '@{}' has type '{}'",
                    cx.tyname(c.fn_ty),
                    callee_fn.name,
                    cx.tyname(callee_fn.ty)
                ));
            }
            if m.is_kernel(f) {
                e(format!(
                    "'@{}' is a kernel and cannot be called",
                    callee_fn.name
                ));
            }
        }
        _ => {
            if c.cc == CallConv::PtxKernel {
                e("a kernel cannot be called".into());
            }
            if args.contains(&TypeId::METADATA) {
                e("metadata arguments are only allowed in calls to intrinsics".into());
            }
        }
    }
    if callee.is_some_and(|f| m.functions.contains(f) && !m.functions[f].is_intrinsic())
        && args.contains(&TypeId::METADATA)
    {
        e("metadata arguments are only allowed in calls to intrinsics".into());
    }
    if c.tail == TailKind::MustTail {
        musttail(cx, b, i, c, ret, params, vararg, e);
    }
}

/// LLVM's rules for `musttail`: the call is followed by a `ret` of its result, and its
/// prototype, calling convention and ABI-relevant parameter attributes are the caller's.
fn musttail(
    cx: &mut BodyCx<'_, '_>,
    b: Block,
    i: Inst,
    c: &crate::ir::CallData,
    ret: TypeId,
    params: &[TypeId],
    vararg: bool,
    e: &mut impl FnMut(String),
) {
    let m = cx.v.m;
    let insts = &cx.body.blocks[b].insts;
    let pos = cx.inst_pos[i] as usize;
    let next_is_ret = insts
        .get(pos + 1)
        .is_some_and(|&n| match &cx.body.insts[n].data {
            InstData::Ret { value: None } => true,
            InstData::Ret { value: Some(v) } => {
                *v == Value::Inst(i)
                    || matches!(v, Value::Const(k) if m.consts.is_undef_or_poison(*k))
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
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => false,
        });
    if !next_is_ret {
        e("a musttail call must be followed by a ret of its result".into());
    }
    let caller_params = &cx.param_tys;
    if vararg != cx.vararg {
        e("cannot guarantee tail call due to mismatched varargs".into());
    }
    if ret != cx.ret_ty {
        e("cannot guarantee tail call due to mismatched return types".into());
    }
    if c.cc != cx.cc {
        e("cannot guarantee tail call due to mismatched calling conv".into());
    }
    let callee_intrinsic = m
        .direct_callee(c)
        .is_some_and(|f| m.functions.contains(f) && m.functions[f].is_intrinsic());
    if !callee_intrinsic
        && (params.len() != caller_params.len() || params != caller_params.as_slice())
    {
        e("cannot guarantee tail call due to mismatched parameter types".into());
    }
    // ABI-impacting parameter attributes must match, parameter by parameter.
    let abi = |set: crate::ir::AttrSetId| -> Vec<crate::ir::Attribute> {
        if !m.attrs.is_valid(set) {
            return Vec::new();
        }
        let attrs = m.attrs.get(set);
        let byval_or_byref = attrs.iter().any(|a| {
            matches!(
                a,
                crate::ir::Attribute::ByVal(_) | crate::ir::Attribute::ByRef(_)
            )
        });
        attrs
            .iter()
            .filter(|a| match a {
                crate::ir::Attribute::SRet(_)
                | crate::ir::Attribute::ByVal(_)
                | crate::ir::Attribute::ByRef(_)
                | crate::ir::Attribute::AlignStack(_)
                | crate::ir::Attribute::Flag(AttrFlag::InReg) => true,
                crate::ir::Attribute::Align(_) => byval_or_byref,
                crate::ir::Attribute::Flag(_)
                | crate::ir::Attribute::Dereferenceable(_)
                | crate::ir::Attribute::DereferenceableOrNull(_)
                | crate::ir::Attribute::ElementType(_)
                | crate::ir::Attribute::Memory(_)
                | crate::ir::Attribute::NoFpClass(_)
                | crate::ir::Attribute::Range { .. }
                | crate::ir::Attribute::Other { .. }
                | crate::ir::Attribute::Str { .. } => false,
            })
            .cloned()
            .collect()
    };
    for k in 0..caller_params.len() {
        let caller_set = cx.param_attrs.get(k).copied().unwrap_or_default();
        let callee_set = c.arg_attrs.get(k).copied().unwrap_or_default();
        if abi(caller_set) != abi(callee_set) {
            e(
                "cannot guarantee tail call due to mismatched ABI impacting function attributes"
                    .into(),
            );
            break;
        }
    }
}
