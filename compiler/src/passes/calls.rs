//! Call-graph facts the interprocedural passes share: who calls whom directly, which
//! functions are used any other way, and the rewrites both address-space passes make
//! (narrowing a parameter behind an entry cast, converting an argument, rebuilding a call).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::ir::{
    AddrSpace, CastOp, ConstData, ConstId, FuncId, GlobalValue, Inst, InstData, IntFlags, Module,
    TailKind, TypeId, Value,
};

/// A direct call: the calling function and the `call` instruction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) struct CallSite {
    /// The function that contains the call.
    pub caller: FuncId,
    /// The call.
    pub inst: Inst,
}

/// Every use of every function, classified.
#[derive(Debug, Default)]
pub(super) struct Uses {
    /// Direct calls of each function, in module order: the callee operand is the function,
    /// the call's function type is the function's, it is not `musttail`, and the function is
    /// not also an argument of the same call.
    pub calls: HashMap<FuncId, Vec<CallSite>>,
    /// Functions used any other way: as a value (stored, passed, compared, in a constant or
    /// an initializer), or called with another function type or `musttail`. A reference from
    /// metadata (`!nvvm.annotations`) is not a use, as in LLVM, whose use lists the seeds walk
    /// (seed 000: `fn->first_use`): metadata follows a function whose parameters narrow.
    pub address_taken: HashSet<FuncId>,
}

impl Uses {
    /// Scans the whole module.
    pub(super) fn scan(m: &Module) -> Uses {
        let mut u = Uses::default();
        let mut memo = HashMap::default();
        for (f, _) in m.functions.iter() {
            u.scan_body(m, f, &mut memo);
        }
        for g in m.globals.values() {
            if let Some(init) = g.init {
                u.mark_constant(m, init, &mut memo);
            }
        }
        if crate::planted::on("propagate-metadata-use") {
            for node in m.md.values() {
                for op in &node.ops {
                    if let crate::ir::MdOperand::Value(c) = op {
                        u.mark_constant(m, *c, &mut memo);
                    }
                }
            }
        }
        u
    }

    /// The direct calls of `f`.
    pub(super) fn calls_of(&self, f: FuncId) -> &[CallSite] {
        self.calls.get(&f).map_or(&[], Vec::as_slice)
    }

    /// Adds the uses in the body of `caller` (a function just created, or scanned the first
    /// time).
    pub(super) fn scan_body(
        &mut self,
        m: &Module,
        caller: FuncId,
        memo: &mut HashMap<ConstId, bool>,
    ) {
        let Some(body) = &m.functions[caller].body else {
            return;
        };
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            let mut callee_slot = None;
            if let InstData::Call(call) = data
                && let Some(f) = m.direct_callee(call)
            {
                let self_arg = call.args.contains(&call.callee);
                if call.fn_ty == m.functions[f].ty && call.tail != TailKind::MustTail && !self_arg {
                    self.calls
                        .entry(f)
                        .or_default()
                        .push(CallSite { caller, inst: i });
                    callee_slot = Some(call.callee);
                }
            }
            let mut skipped = false;
            data.visit_operands(|v| {
                if let Value::Const(c) = v {
                    if !skipped && Some(v) == callee_slot {
                        skipped = true;
                        return;
                    }
                    self.mark_constant(m, c, memo);
                }
            });
        }
    }

    /// Marks every function `c` refers to as address-taken.
    fn mark_constant(&mut self, m: &Module, c: ConstId, memo: &mut HashMap<ConstId, bool>) {
        if !refers_to_function(m, c, memo) {
            return;
        }
        m.consts.refers_to(c, &mut |gv| {
            if let GlobalValue::Func(f) = gv {
                self.address_taken.insert(f);
            }
            false
        });
    }
}

/// Whether constant `c` refers to some function (memoized: most operands are numbers).
fn refers_to_function(m: &Module, c: ConstId, memo: &mut HashMap<ConstId, bool>) -> bool {
    match m.consts.get(c) {
        ConstData::Int { .. }
        | ConstData::Float { .. }
        | ConstData::Null(_)
        | ConstData::Zero(_)
        | ConstData::Undef(_)
        | ConstData::Poison(_)
        | ConstData::Metadata(_)
        | ConstData::InlineAsm(_) => false,
        ConstData::Global { gv, .. } => matches!(gv, GlobalValue::Func(_)),
        ConstData::Array { .. }
        | ConstData::Vector { .. }
        | ConstData::Struct { .. }
        | ConstData::Expr { .. } => {
            if let Some(&r) = memo.get(&c) {
                return r;
            }
            let r = m
                .consts
                .refers_to(c, &mut |gv| matches!(gv, GlobalValue::Func(_)));
            memo.insert(c, r);
            r
        }
    }
}

/// Changes the types of parameters of `f` (`(index, space)`, each a generic pointer now) to
/// pointers into those spaces. The body keeps seeing generic pointers: each narrowed parameter
/// is cast back to generic on entry and every use of the parameter uses the cast. With
/// `new_entry`, the casts go in a new entry block of that name that branches to the old
/// one; otherwise at the top of the entry block. Returns the casts, in parameter order.
pub(super) fn narrow_params(
    m: &mut Module,
    f: FuncId,
    narrowed: &[(usize, AddrSpace)],
    new_entry: Option<&str>,
) -> Vec<Inst> {
    let func = &m.functions[f];
    let (ret, params, vararg) = {
        let (r, p, v) = m.types.func_parts(func.ty).expect("a function type");
        (r, p.to_vec(), v)
    };
    let mut params = params;
    for &(i, s) in narrowed {
        params[i] = m.types.ptr(s);
    }
    let new_ty = m.types.func(ret, &params, vararg);
    let generic = m.types.ptr(AddrSpace::GENERIC);
    let func = &mut m.functions[f];
    func.ty = new_ty;
    let Some(body) = func.body.as_mut() else {
        return Vec::new();
    };
    let mut casts = Vec::with_capacity(narrowed.len());
    for &(i, _) in narrowed {
        let cast = body.create_inst(
            InstData::Cast {
                op: CastOp::AddrSpaceCast,
                flags: IntFlags::default(),
                arg: Value::Arg(i as u32),
            },
            generic,
        );
        casts.push(cast);
    }
    // Redirect the parameters' uses to the casts (the casts are not in the layout yet).
    let map: HashMap<u32, Inst> = narrowed
        .iter()
        .zip(&casts)
        .map(|(&(i, _), &c)| (i as u32, c))
        .collect();
    for bi in 0..body.layout.len() {
        let b = body.layout[bi];
        for ii in 0..body.blocks[b].insts.len() {
            let inst = body.blocks[b].insts[ii];
            body.insts[inst].data.visit_operands_mut(|v| {
                if let Value::Arg(n) = *v
                    && let Some(&c) = map.get(&n)
                {
                    *v = Value::Inst(c);
                }
            });
        }
    }
    match new_entry {
        Some(name) => {
            let old = body.entry().expect("a body has an entry block");
            let name = unique_block_name(body, name);
            let b = body.add_block(Some(&name));
            // `add_block` appends; the new block must come first.
            body.layout.pop();
            body.layout.insert(0, b);
            body.blocks[b].insts.extend(&casts);
            let br = body.create_inst(InstData::Br { dest: old }, TypeId::VOID);
            body.blocks[b].insts.push(br);
        }
        None => {
            let entry = body.entry().expect("a body has an entry block");
            let old = std::mem::take(&mut body.blocks[entry].insts);
            body.blocks[entry].insts = casts.iter().copied().chain(old).collect();
        }
    }
    casts
}

fn unique_block_name(body: &crate::ir::Body, base: &str) -> String {
    let taken = |n: &str| {
        body.layout
            .iter()
            .any(|&b| body.blocks[b].name.as_deref() == Some(n))
            || body
                .inst_order()
                .any(|(_, i)| body.insts[i].name.as_deref() == Some(n))
    };
    if !taken(base) {
        return base.to_owned();
    }
    (1u64..)
        .map(|k| format!("{base}{k}"))
        .find(|n| !taken(n))
        .expect("some suffix is free")
}
