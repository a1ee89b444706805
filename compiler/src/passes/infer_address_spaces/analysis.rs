//! The analysis half of `infer-address-spaces`: the values of a function as nodes (what each
//! pointer is derived from), the `llvm.assume`d and predicated spaces, the roots, and the
//! space of every node solved to a fixed point.

use super::*;

impl State {
    pub(super) fn value_ty(&self, m: &Module, body: &Body, v: Value) -> TypeId {
        match v {
            Value::Inst(i) => body.insts[i].ty,
            Value::Arg(n) => self
                .func
                .param_tys
                .get(n as usize)
                .copied()
                .unwrap_or(TypeId::VOID),
            Value::Const(c) => m.consts.ty(c),
        }
    }

    /// The address space of a pointer value (`None` for a non-pointer).
    pub(super) fn value_space(&self, m: &Module, body: &Body, v: Value) -> Option<u32> {
        m.types.ptr_space(self.value_ty(m, body, v)).map(|a| a.0)
    }

    pub(super) fn ptr_ty(&mut self, m: &mut Module, s: u32) -> TypeId {
        *self
            .ptr_tys
            .entry(s)
            .or_insert_with(|| m.types.ptr(AddrSpace(s)))
    }

    pub(super) fn callee(&self, m: &Module, c: &crate::ir::CallData) -> Callee {
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
    pub(super) fn noop_pair_source(&self, m: &Module, body: &Body, i: Inst) -> Option<Value> {
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
                | ConstData::Vector { .. }
                | ConstData::Struct { .. }
                | ConstData::Global { .. }
                | ConstData::Expr { .. }
                | ConstData::Metadata(_)
                | ConstData::InlineAsm(_) => return None,
            },
            Value::Arg(_) => return None,
        };
        (self.value_ty(m, body, src) == TypeId::PTR).then_some(src)
    }

    // ---- assumptions ----

    /// Finds `llvm.assume(llvm.nvvm.isspacep.S(p))` calls, and the positions and unique
    /// predecessors their validity checks need.
    pub(super) fn scan_assumes(&mut self, m: &Module, body: &Body) {
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
                    self.func.inst_pos.clear();
                    self.func.inst_pos.resize(bound, 0);
                }
                let key = strip(m, body, p);
                self.func.assumes.push(AssumeInfo {
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
        self.func.assumes.sort_by_key(|a| a.key);
        // Positions and blocks (`collect` fills the blocks too, but assumptions are looked up
        // while it runs).
        for (bi, &b) in body.layout.iter().enumerate() {
            for (pos, &i) in body.blocks[b].insts.iter().enumerate() {
                self.func.inst_pos[i.index()] = pos as u32;
                self.func.inst_block[i.index()] = bi as u32;
            }
        }
        let cfg = crate::analysis::cfg::Cfg::new(body);
        let mut index_of: FxHashMap<crate::ir::Block, u32> = FxHashMap::default();
        for (bi, &b) in body.layout.iter().enumerate() {
            index_of.insert(b, bi as u32);
        }
        self.func.single_pred.clear();
        for &b in &body.layout {
            let p = cfg.preds(b);
            self.func.single_pred.push(if p.len() == 1 {
                index_of.get(&p[0]).copied().unwrap_or(NONE)
            } else {
                NONE
            });
        }
    }

    /// The space an assumption proves for operand `p` of the expression `ctx`, if any.
    pub(super) fn predicated_space(
        &self,
        m: &Module,
        body: &Body,
        p: Value,
        ctx: Inst,
    ) -> Option<u32> {
        if self.func.assumes.is_empty() {
            return None;
        }
        let key = strip(m, body, p);
        let cb = self.func.inst_block[ctx.index()];
        let from = self.func.assumes.partition_point(|a| a.key < key);
        for a in self.func.assumes[from..]
            .iter()
            .take_while(|a| a.key == key)
        {
            let valid = if a.block == cb {
                let (ap, cp) = (
                    self.func.inst_pos[a.inst.index()],
                    self.func.inst_pos[ctx.index()],
                );
                ap < cp || self.reaches(m, body, cb, cp, ap)
            } else {
                self.func.single_pred.get(cb as usize) == Some(&a.block)
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
    pub(super) fn reaches(&self, m: &Module, body: &Body, b: u32, from: u32, to: u32) -> bool {
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
                | InstData::ExtractElement { .. }
                | InstData::InsertElement { .. }
                | InstData::ShuffleVector { .. }
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
    pub(super) fn collect(&mut self, m: &Module, body: &Body) {
        let adopting = self.opts.alloca_local || self.opts.kernel_params_global;
        for (bi, &b) in body.layout.iter().enumerate() {
            let insts = &body.blocks[b].insts;
            // In the entry block, the leading casts of parameters.
            let mut leading = bi == 0;
            for (k, &i) in insts.iter().enumerate() {
                self.func.inst_block[i.index()] = bi as u32;
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
                            self.edits.to_specific.push(i);
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
                    | InstData::ExtractElement { .. }
                    | InstData::InsertElement { .. }
                    | InstData::ShuffleVector { .. }
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
    pub(super) fn note_source_cast(
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
                    && self
                        .func
                        .param_source
                        .get(k as usize)
                        .copied()
                        .unwrap_or(false)
            }
            Value::Const(_) => false,
        };
        if ok {
            self.edits.adopted.entry(arg).or_insert(i);
        }
    }

    pub(super) fn node_of(&self, v: Value) -> u32 {
        match v {
            Value::Inst(i) => self
                .graph
                .node_of_inst
                .get(i.index())
                .copied()
                .unwrap_or(NONE),
            Value::Arg(n) => self
                .graph
                .node_of_arg
                .get(n as usize)
                .copied()
                .unwrap_or(NONE),
            Value::Const(c) => {
                if self.graph.node_of_const.is_empty() {
                    NONE
                } else {
                    self.graph.node_of_const.get(&c).copied().unwrap_or(NONE)
                }
            }
        }
    }

    /// Whether `v` is a flat address expression, and of what kind (with a source's space).
    pub(super) fn classify(&self, m: &Module, body: &Body, v: Value) -> Option<(Kind, u32)> {
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
                }
            }
            Value::Arg(n) => self
                .func
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
                    ConstExpr::Cast { .. } | ConstExpr::Binary { .. } => None,
                }
            }
        }
    }

    /// The node of `v`, made (and queued for expansion) if `v` is a new expression.
    pub(super) fn discover(&mut self, m: &Module, body: &Body, v: Value) -> u32 {
        let n = self.node_of(v);
        if n != NONE {
            return n;
        }
        let Some((kind, fixed)) = self.classify(m, body, v) else {
            return NONE;
        };
        let id = self.graph.nodes.len() as u32;
        self.graph.nodes.push(Node {
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
            Value::Inst(i) => self.graph.node_of_inst[i.index()] = id,
            Value::Arg(k) => self.graph.node_of_arg[k as usize] = id,
            Value::Const(c) => {
                self.graph.node_of_const.insert(c, id);
            }
        }
        self.graph.stack.push((id, false));
        id
    }

    /// Collects the expressions reachable from root operand `v`, in postorder.
    pub(super) fn root(&mut self, m: &Module, body: &Body, v: Value) {
        self.discover(m, body, v);
        while let Some(&(n, expanded)) = self.graph.stack.last() {
            if expanded {
                self.graph.stack.pop();
                self.graph.postorder.push(n);
                continue;
            }
            if let Some(top) = self.graph.stack.last_mut() {
                top.1 = true;
            }
            let node = self.graph.nodes[n as usize];
            let start = self.graph.ops.len() as u32;
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
            let node = &mut self.graph.nodes[n as usize];
            node.ops_start = start;
            node.ops_len = self.graph.ops.len() as u32 - start;
        }
    }

    /// Records pointer operand `v` of the node being expanded (`ctx`: its instruction, where
    /// an assumption may apply).
    pub(super) fn op(&mut self, m: &Module, body: &Body, v: Value, ctx: Option<Inst>) {
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
        self.graph.ops.push(Op {
            value: v,
            node,
            fixed,
            predicated,
        });
    }

    // ---- the fixpoint ----

    pub(super) fn op_space(&self, op: &Op) -> u32 {
        if op.node != NONE {
            self.graph.nodes[op.node as usize].space
        } else {
            op.fixed
        }
    }

    /// The new lattice value of node `n` from its operands; `None` to wait (a select with a
    /// constant arm whose other arm is still uninitialized).
    pub(super) fn transfer(&self, m: &Module, n: usize) -> Option<u32> {
        let node = &self.graph.nodes[n];
        let ops =
            &self.graph.ops[node.ops_start as usize..(node.ops_start + node.ops_len) as usize];
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

    pub(super) fn solve(&mut self, m: &Module, _body: &Body) {
        let n = self.graph.nodes.len();
        // Users of each node, as a CSR table.
        self.graph.user_start.clear();
        self.graph.user_start.resize(n + 1, 0);
        for op in &self.graph.ops {
            if op.node != NONE {
                self.graph.user_start[op.node as usize + 1] += 1;
            }
        }
        for k in 0..n {
            self.graph.user_start[k + 1] += self.graph.user_start[k];
        }
        self.graph.users.clear();
        self.graph.users.resize(self.graph.ops.len(), 0);
        let mut fill: Vec<u32> = self.graph.user_start[..n].to_vec();
        for (u, node) in self.graph.nodes.iter().enumerate() {
            for op in
                &self.graph.ops[node.ops_start as usize..(node.ops_start + node.ops_len) as usize]
            {
                if op.node != NONE {
                    let d = op.node as usize;
                    self.graph.users[fill[d] as usize] = u as u32;
                    fill[d] += 1;
                }
            }
        }
        self.graph.in_worklist.clear();
        self.graph.in_worklist.resize(n, true);
        self.graph.worklist.clear();
        self.graph
            .worklist
            .extend(self.graph.postorder.iter().rev());
        while let Some(v) = self.graph.worklist.pop() {
            let v = v as usize;
            self.graph.in_worklist[v] = false;
            let Some(s) = self.transfer(m, v) else {
                continue;
            };
            if s == self.graph.nodes[v].space {
                continue;
            }
            self.graph.nodes[v].space = s;
            for k in self.graph.user_start[v]..self.graph.user_start[v + 1] {
                let u = self.graph.users[k as usize] as usize;
                if !self.graph.in_worklist[u] && self.graph.nodes[u].space != FLAT {
                    self.graph.in_worklist[u] = true;
                    self.graph.worklist.push(u as u32);
                }
            }
        }
    }

    // ---- rewriting ----

    pub(super) fn resolved(&self, n: u32) -> bool {
        n != NONE && {
            let s = self.graph.nodes[n as usize].space;
            s != UNINIT && s != FLAT
        }
    }
}
