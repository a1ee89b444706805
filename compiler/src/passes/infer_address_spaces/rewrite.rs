//! The rewrite half of `infer-address-spaces`: new instructions in the spaces the analysis
//! found, the uses that change (memory accesses, comparisons, memory intrinsics, casts back to
//! generic), and the dead instructions swept.

use super::*;

impl State {
    /// Makes a new instruction (unnamed), anchored later with one of the lists.
    pub(super) fn new_inst(
        &mut self,
        body: &mut Body,
        data: InstData,
        ty: TypeId,
        block: u32,
    ) -> Inst {
        data.visit_operands(|v| {
            if let Value::Inst(d) = v
                && let Some(u) = self.edits.uses.get_mut(d.index())
            {
                *u += 1;
            }
        });
        let i = body.create_inst(data, ty);
        let need = i.index() + 1;
        if self.func.inst_block.len() < need {
            self.func.inst_block.resize(need, NONE);
            self.graph.node_of_inst.resize(need, NONE);
            self.edits.deleted.resize(need, false);
            self.edits.uses.resize(need, 0);
            self.edits.before.grow(need);
            self.edits.after.grow(need);
        }
        self.func.inst_block[i.index()] = block;
        self.edits.new_insts.push(i);
        self.edits.dirty[block as usize] = true;
        self.edits.stats.changed = true;
        i
    }

    pub(super) fn cast_inst(
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
    pub(super) fn newv(&mut self, m: &mut Module, body: &mut Body, n: u32) -> Option<Value> {
        let node = self.graph.nodes[n as usize];
        if node.newv.is_some() {
            return node.newv;
        }
        if !self.resolved(n) {
            return None;
        }
        if let Some(&c) = self.edits.adopted.get(&node.value) {
            self.graph.nodes[n as usize].newv = Some(Value::Inst(c));
            return Some(Value::Inst(c));
        }
        let v = match (node.kind, node.value) {
            (Kind::Alloca, Value::Inst(a)) => {
                let block = self.func.inst_block[a.index()];
                let c = self.cast_inst(m, body, node.value, node.space, block);
                self.edits.after.push(&mut self.edits.recs, a.index(), c);
                Value::Inst(c)
            }
            (Kind::Param, _) => {
                let entry = *body.layout.first()?;
                let first = *body.blocks[entry].insts.first()?;
                let c = self.cast_inst(m, body, node.value, node.space, 0);
                if body.insts[first].data.is_phi() {
                    self.edits.after_phis.push(&mut self.edits.recs, 0, c);
                } else {
                    self.edits
                        .before
                        .push(&mut self.edits.recs, first.index(), c);
                }
                Value::Inst(c)
            }
            _ => return None,
        };
        self.graph.nodes[n as usize].newv = Some(v);
        Some(v)
    }

    /// `v` with every replaced `addrspacecast` followed to its replacement.
    pub(super) fn resolve(&mut self, m: &mut Module, body: &mut Body, mut v: Value) -> Value {
        if self.edits.subst.is_empty() {
            return v;
        }
        for _ in 0..=self.edits.subst.len() {
            let Value::Inst(i) = v else {
                return v;
            };
            let Some(&n) = self.edits.subst.get(&i) else {
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
    pub(super) fn moved(&mut self, m: &mut Module, body: &mut Body, n: u32) -> Option<Value> {
        if !self.resolved(n) {
            return None;
        }
        let v = self.newv(m, body, n)?;
        Some(self.resolve(m, body, v))
    }

    /// Operand `op` of the expression `ctx` converted to space `s` (an assumed operand gets
    /// its cast, before `ctx`); `raw`: without following replaced casts.
    pub(super) fn convert(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        op: Op,
        s: u32,
        ctx: Option<Inst>,
        raw: bool,
    ) -> Result<Value, PassError> {
        if op.node != NONE {
            let node = self.graph.nodes[op.node as usize];
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
            let block = self.func.inst_block[ctx.index()];
            let c = self.cast_inst(m, body, op.value, s, block);
            self.edits.before.push(&mut self.edits.recs, ctx.index(), c);
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

    pub(super) fn rewrite(&mut self, m: &mut Module, body: &mut Body) -> Result<(), PassError> {
        let bound = body.inst_bound();
        self.edits.before.reset(bound);
        self.edits.after.reset(bound);
        self.edits.after_phis.reset(body.layout.len());
        self.edits.deleted.clear();
        self.edits.deleted.resize(bound, false);
        self.edits.uses.clear();
        self.edits.uses.resize(bound, 0);
        self.edits.dirty.clear();
        self.edits.dirty.resize(body.layout.len(), false);

        // New values that need no instruction.
        for n in 0..self.graph.nodes.len() {
            if !self.resolved(n as u32) {
                continue;
            }
            let node = self.graph.nodes[n];
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
                    | ConstData::Vector { .. }
                    | ConstData::Struct { .. }
                    | ConstData::Global { .. }
                    | ConstData::Expr { .. }
                    | ConstData::Metadata(_)
                    | ConstData::InlineAsm(_) => None,
                },
                _ => None,
            };
            self.graph.nodes[n].newv = v;
        }
        // Values that depend on their operand's (in postorder, operands first).
        for k in 0..self.graph.postorder.len() {
            let n = self.graph.postorder[k];
            if !self.resolved(n) {
                continue;
            }
            let node = self.graph.nodes[n as usize];
            let s = node.space;
            let first = self.graph.ops.get(node.ops_start as usize).copied();
            match (node.kind, node.value) {
                (Kind::IntToPtr, Value::Inst(i)) => {
                    let op = first.ok_or_else(|| internal("a no-op pair without source"))?;
                    let v = self.convert(m, body, op, s, Some(i), true)?;
                    self.graph.nodes[n as usize].newv = Some(v);
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
                    self.graph.nodes[n as usize].newv = Some(Value::Const(g));
                }
                _ => {}
            }
        }
        self.find_substitutions(m, body);

        // Retype the in-place expressions.
        for n in 0..self.graph.nodes.len() {
            let node = self.graph.nodes[n];
            if !node.kind.in_place() || !self.resolved(n as u32) {
                continue;
            }
            let Value::Inst(i) = node.value else {
                continue;
            };
            let s = node.space;
            let ops_range = node.ops_start as usize..(node.ops_start + node.ops_len) as usize;
            let mut new_ops = std::mem::take(&mut self.edits.tmp_vals);
            new_ops.clear();
            for k in ops_range {
                let op = self.graph.ops[k];
                match self.convert(m, body, op, s, Some(i), false) {
                    Ok(v) => new_ops.push(v),
                    Err(e) => {
                        self.edits.tmp_vals = new_ops;
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
                | InstData::Unreachable => {
                    self.edits.tmp_vals = new_ops;
                    return Err(internal("an in-place expression of an unexpected kind"));
                }
            }
            self.edits.tmp_vals = new_ops;
            self.edits.stats.exprs += 1;
            self.edits.stats.changed = true;
            self.edits.stats.space(s);
            self.edits.dirty[self.func.inst_block[i.index()] as usize] = true;
        }

        // Every other instruction's uses; and the use counts the clean-up needs.
        for bi in 0..body.layout.len() {
            let b = body.layout[bi];
            for k in 0..body.blocks[b].insts.len() {
                let i = body.blocks[b].insts[k];
                let n = self.graph.node_of_inst[i.index()];
                let skip = (self.resolved(n)
                    && matches!(
                        self.graph.nodes[n as usize].kind,
                        Kind::Gep | Kind::Phi | Kind::Select | Kind::BitCast | Kind::IntToPtr
                    ))
                    || (!self.edits.subst.is_empty() && self.edits.subst.contains_key(&i));
                if !skip {
                    let mut data =
                        std::mem::replace(&mut body.insts[i].data, InstData::Unreachable);
                    let r = self.uses_of(m, body, &mut data);
                    body.insts[i].data = data;
                    if r? {
                        self.edits.stats.changed = true;
                        self.edits.dirty[bi] = true;
                    }
                }
                let uses = &mut self.edits.uses;
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
    pub(super) fn find_substitutions(&mut self, m: &Module, body: &Body) {
        for k in 0..self.edits.to_specific.len() {
            let i = self.edits.to_specific[k];
            let InstData::Cast { arg, .. } = body.insts[i].data else {
                continue;
            };
            let n = self.node_of(arg);
            if self.resolved(n)
                && m.types.ptr_space(body.insts[i].ty).map(|a| a.0)
                    == Some(self.graph.nodes[n as usize].space)
                && self.edits.adopted.get(&arg) != Some(&i)
            {
                self.edits.subst.insert(i, n);
            }
        }
        if self.edits.subst.is_empty() {
            return;
        }
        // In layout order (the order they were collected in), as LLVM meets them.
        let keys: Vec<Inst> = self
            .edits
            .to_specific
            .iter()
            .copied()
            .filter(|i| self.edits.subst.contains_key(i))
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
                        self.edits.subst.remove(&cur);
                        break;
                    }
                    None => {}
                }
                let Some(&n) = self.edits.subst.get(&cur) else {
                    break;
                };
                state.insert(cur, 1);
                path.push(cur);
                match self.graph.nodes[n as usize].newv {
                    Some(Value::Inst(j)) if self.edits.subst.contains_key(&j) => cur = j,
                    _ => break,
                }
            }
            for p in &path {
                state.insert(*p, 2);
            }
        }
    }

    /// The cast back to generic of moved node `n` (made once).
    pub(super) fn cast_back(&mut self, m: &mut Module, body: &mut Body, n: u32) -> Option<Value> {
        if let Some(c) = self.graph.nodes[n as usize].cast_back {
            return Some(c);
        }
        let node = self.graph.nodes[n as usize];
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
                let block = self.func.inst_block[at.index()];
                let c = self.cast_inst(m, body, nv, FLAT, block);
                if node.kind == Kind::Phi {
                    self.edits
                        .after_phis
                        .push(&mut self.edits.recs, block as usize, c);
                } else {
                    self.edits.after.push(&mut self.edits.recs, at.index(), c);
                }
                Value::Inst(c)
            }
            Value::Arg(_) => return None,
        };
        self.graph.nodes[n as usize].cast_back = Some(v);
        Some(v)
    }

    /// Whether a generic use of `v` may need rewriting.
    pub(super) fn may_change(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => {
                (!self.edits.subst.is_empty() && self.edits.subst.contains_key(&i))
                    || self.resolved(self.node_of(v))
            }
            Value::Arg(_) | Value::Const(_) => self.resolved(self.node_of(v)),
        }
    }

    /// Rewrites an operand in a position that needs a generic pointer; whether it changed.
    pub(super) fn generic_use(&mut self, m: &mut Module, body: &mut Body, v: &mut Value) -> bool {
        if let Value::Inst(i) = *v
            && !self.edits.subst.is_empty()
            && let Some(&n) = self.edits.subst.get(&i)
        {
            *v = self.resolve(m, body, *v);
            self.edits.stats.space(self.graph.nodes[n as usize].space);
            return true;
        }
        let n = self.node_of(*v);
        if !self.resolved(n) {
            return false;
        }
        match self.graph.nodes[n as usize].kind {
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
                    self.edits.stats.space(self.graph.nodes[n as usize].space);
                    true
                }
                _ => false,
            },
        }
    }

    /// Rewrites the address operand of a memory access: to the moved value where `allowed`
    /// (and the space is writable for a write), else as a generic use. Counts the access.
    pub(super) fn address_use(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        v: &mut Value,
        allowed: bool,
        write: bool,
    ) -> bool {
        let n = self.node_of(*v);
        let mut changed = false;
        // Planted: the first access of a function that would move, if a load, stays generic.
        let allowed = allowed
            && !(crate::planted::on("infer-first-load-generic")
                && !write
                && self.edits.stats.accesses == 0);
        if allowed && self.resolved(n) {
            let s = self.graph.nodes[n as usize].space;
            if (!write || writable(s))
                && let Some(nv) = self.moved(m, body, n)
            {
                *v = nv;
                self.edits.stats.accesses += 1;
                self.edits.stats.space(s);
                return true;
            }
        }
        changed |= self.generic_use(m, body, v);
        if self.value_space(m, body, *v) == Some(FLAT) {
            self.edits.stats.generic_left += 1;
        }
        changed
    }

    /// Rewrites the operands of one instruction (taken out of the body); whether it changed.
    pub(super) fn uses_of(
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
            | other @ InstData::ExtractElement { .. }
            | other @ InstData::InsertElement { .. }
            | other @ InstData::ShuffleVector { .. }
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
                    let mut ops = std::mem::take(&mut self.edits.tmp_vals);
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
                    self.edits.tmp_vals = ops;
                }
            }
        }
        Ok(changed)
    }

    /// An `icmp` of pointers: both in one space when both moved there (or one moved and the
    /// other is a constant that can be cast there), else generic uses.
    pub(super) fn icmp(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        lhs: &mut Value,
        rhs: &mut Value,
    ) -> bool {
        let (na, nb) = (self.node_of(*lhs), self.node_of(*rhs));
        let sa = self
            .resolved(na)
            .then(|| self.graph.nodes[na as usize].space);
        let sb = self
            .resolved(nb)
            .then(|| self.graph.nodes[nb as usize].space);
        if let (Some(a), Some(b)) = (sa, sb)
            && a == b
            && let (Some(x), Some(y)) = (self.moved(m, body, na), self.moved(m, body, nb))
        {
            *lhs = x;
            *rhs = y;
            self.edits.stats.space(a);
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
            self.edits.stats.space(s);
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
            self.edits.stats.space(s);
            return true;
        }
        let a = self.generic_use(m, body, lhs);
        let b = self.generic_use(m, body, rhs);
        a || b
    }

    /// A call of `llvm.memcpy`/`memmove`/`memset`: a non-volatile one takes its moved pointers
    /// and is re-declared for their types.
    pub(super) fn mem_intrinsic(
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
                let s = self.graph.nodes[n as usize].space;
                if (k != 0 || writable(s))
                    && let Some(nv) = self.moved(m, body, n)
                {
                    c.args[k] = nv;
                    self.edits.stats.accesses += 1;
                    self.edits.stats.space(s);
                    moved = true;
                    continue;
                }
            }
            changed |= self.generic_use(m, body, &mut v);
            c.args[k] = v;
            if self.value_space(m, body, v) == Some(FLAT) {
                self.edits.stats.generic_left += 1;
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
            | Intrinsic::ShflSync(_)
            | Intrinsic::VoteSync(_)
            | Intrinsic::MatchAnySync { .. }
            | Intrinsic::MatchAllSync { .. }
            | Intrinsic::ActiveMask
            | Intrinsic::ReduxSync(_)
            | Intrinsic::BarWarpSync
            | Intrinsic::Barrier0Red(_)
            | Intrinsic::NvvmSqrt { .. }
            | Intrinsic::NvvmFMinMax { .. }
            | Intrinsic::MulHi { .. }
            | Intrinsic::Ldg
            | Intrinsic::Ldu
            | Intrinsic::Mapa { .. }
            | Intrinsic::IsExplicitCluster
            | Intrinsic::AtomicIncDec { .. }
            | Intrinsic::ScopedAtomic(_)
            | Intrinsic::Mul24 { .. }
            | Intrinsic::RsqrtApprox { .. }
            | Intrinsic::NvvmSaturate { .. }
            | Intrinsic::NvvmFMinMax16 { .. }
            | Intrinsic::NvvmFma16 { .. }
            | Intrinsic::NvvmApprox(_)
            | Intrinsic::NvvmDivApprox
            | Intrinsic::NvvmRcpRn
            | Intrinsic::NvvmFloat(_)
            | Intrinsic::NvvmF2iRn
            | Intrinsic::Barrier0
            | Intrinsic::BarSync
            | Intrinsic::BarrierSync
            | Intrinsic::BarrierN
            | Intrinsic::BarrierCount { .. }
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
    pub(super) fn delete_dead(&mut self, body: &Body) {
        self.edits.dead.clear();
        for n in &self.graph.nodes {
            if let Value::Inst(i) = n.value
                && matches!(n.kind, Kind::Asc | Kind::IntToPtr)
                && n.space != UNINIT
                && n.space != FLAT
                && self.edits.uses[i.index()] == 0
            {
                self.edits.dead.push(i);
            }
        }
        for &i in self.edits.subst.keys() {
            if self.edits.uses[i.index()] == 0 {
                self.edits.dead.push(i);
            }
        }
        self.edits.dead.sort_unstable();
        while let Some(i) = self.edits.dead.pop() {
            if self.edits.deleted[i.index()] {
                continue;
            }
            self.edits.deleted[i.index()] = true;
            let block = self.func.inst_block[i.index()];
            if block != NONE {
                self.edits.dirty[block as usize] = true;
            }
            let uses = &mut self.edits.uses;
            let deleted = &self.edits.deleted;
            let dead = &mut self.edits.dead;
            body.insts[i].data.visit_operands(|v| {
                if let Value::Inst(d) = v {
                    let u = &mut uses[d.index()];
                    *u = u.saturating_sub(1);
                    if *u == 0 && !deleted[d.index()] && trivially_dead(&body.insts[d].data) {
                        dead.push(d);
                    }
                }
            });
            self.edits.stats.changed = true;
        }
    }

    /// Lays out the new instructions and drops the deleted ones in the blocks that changed.
    pub(super) fn rebuild(&mut self, body: &mut Body) {
        for bi in 0..body.layout.len() {
            if !self.edits.dirty[bi] {
                continue;
            }
            let b = body.layout[bi];
            let old = std::mem::take(&mut body.blocks[b].insts);
            let mut out = Vec::with_capacity(old.len() + 4);
            let mut phis_done = false;
            let emit = |out: &mut Vec<Inst>, lists: &Lists, at: usize| {
                let mut r = lists.head[at];
                while r != NONE {
                    let (i, next) = self.edits.recs[r as usize];
                    if !self.edits.deleted[i.index()] {
                        out.push(i);
                    }
                    r = next;
                }
            };
            for &i in &old {
                if !phis_done && !body.insts[i].data.is_phi() {
                    emit(&mut out, &self.edits.after_phis, bi);
                    phis_done = true;
                }
                emit(&mut out, &self.edits.before, i.index());
                if !self.edits.deleted[i.index()] {
                    out.push(i);
                }
                emit(&mut out, &self.edits.after, i.index());
            }
            if !phis_done {
                emit(&mut out, &self.edits.after_phis, bi);
            }
            body.blocks[b].insts = out;
        }
    }
}
