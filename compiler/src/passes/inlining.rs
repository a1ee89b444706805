//! What the inlining passes (`always-inline`, `inline`, `inline-all`,
//! `remove-non-entrypoints`) share: counting the references to every function as inlining
//! changes them, deleting a callee whose last reference was inlined, naming the entry point,
//! and the remark names of the reasons a call is not inlined.

use super::{PassError, Remark};
use crate::entity::{EntityRef, SecondaryMap};
use crate::ir::{
    AttrFlag, Body, ConstData, ConstId, FuncId, GlobalValue, Inst, InstData, Linkage, MdOperand,
    Module, Value,
};
use crate::transforms::{InlineError, InlineInfo};

/// The remark reason for an [`InlineError`].
pub(super) fn refusal(e: &InlineError) -> &'static str {
    match e {
        InlineError::NotInLayout { .. } => "not-in-layout",
        InlineError::NotACall { .. } => "not-a-call",
        InlineError::Indirect => "indirect",
        InlineError::Declaration { .. } => "declaration",
        InlineError::TypeMismatch { .. } => "type-mismatch",
        InlineError::Vararg { .. } => "vararg",
        InlineError::MustTail => "musttail",
    }
}

/// Whether a definition with this linkage may be replaced at link time by another one, so
/// that inlining its body here could be wrong (LLVM's `isInterposable`).
pub(super) fn is_interposable(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
    )
}

/// How many times each function is referenced from instructions of live bodies, and whether
/// it is referenced from anywhere else (an initializer, metadata), kept up to date as calls
/// are inlined and functions deleted. As in LLVM, a metadata reference is not a use (a call
/// can still be the "only use" of a function named in `!nvvm.annotations`), but it keeps the
/// function from being deleted.
#[derive(Debug)]
pub(super) struct RefCounts {
    counts: Vec<u32>,
    /// Referenced from a global's initializer (a use, as LLVM counts uses).
    pinned: Vec<bool>,
    /// Referenced from metadata (not a use for LLVM, but the function must stay).
    in_metadata: Vec<bool>,
    /// Per constant: 0 not looked at yet, 1 refers to no function, `k + 2` refers to the
    /// functions of `lists[k]` (most constants refer to none).
    memo: SecondaryMap<ConstId, u32>,
    lists: Vec<Vec<FuncId>>,
}

impl RefCounts {
    /// Counts every reference in `m`.
    pub(super) fn new(m: &Module) -> RefCounts {
        let n = m.functions.capacity_bound();
        let mut r = RefCounts {
            counts: vec![0; n],
            pinned: vec![false; n],
            in_metadata: vec![false; n],
            memo: SecondaryMap::new(),
            lists: Vec::new(),
        };
        for (_, f) in m.functions.iter() {
            if let Some(body) = &f.body {
                r.add_body(m, body, 1);
            }
        }
        let mut pin = Vec::new();
        for g in m.globals.values() {
            if let Some(init) = g.init {
                pin.extend_from_slice(r.functions_in(m, init));
            }
        }
        for f in pin {
            r.pinned[f.index()] = true;
        }
        let mut md = Vec::new();
        for node in m.md.values() {
            for op in &node.ops {
                if let MdOperand::Value(c) = op {
                    md.extend_from_slice(r.functions_in(m, *c));
                }
            }
        }
        for f in md {
            r.in_metadata[f.index()] = true;
        }
        r
    }

    /// The functions constant `c` refers to.
    fn functions_in(&mut self, m: &Module, c: ConstId) -> &[FuncId] {
        let slot = self.memo[c];
        if slot == 0 {
            let mut found = Vec::new();
            match m.consts.get(c) {
                ConstData::Global {
                    gv: GlobalValue::Func(f),
                    ..
                } => found.push(*f),
                ConstData::Int { .. }
                | ConstData::Float { .. }
                | ConstData::Null(_)
                | ConstData::Zero(_)
                | ConstData::Undef(_)
                | ConstData::Poison(_)
                | ConstData::Metadata(_)
                | ConstData::InlineAsm(_)
                | ConstData::Global { .. } => {}
                ConstData::Array { .. }
                | ConstData::Vector { .. }
                | ConstData::Struct { .. }
                | ConstData::Expr { .. } => {
                    m.consts.refers_to(c, &mut |gv| {
                        if let GlobalValue::Func(f) = gv {
                            found.push(f);
                        }
                        false
                    });
                }
            }
            if found.is_empty() {
                self.memo[c] = 1;
                return &[];
            }
            self.lists.push(found);
            self.memo[c] = self.lists.len() as u32 + 1;
            return self.lists.last().expect("just pushed");
        }
        if slot == 1 {
            return &[];
        }
        &self.lists[slot as usize - 2]
    }

    /// Adds (`sign` 1) or removes (`sign` -1) the references of one instruction.
    fn add_inst(&mut self, m: &Module, data: &InstData, sign: i32) {
        data.visit_operands(|v| {
            let Value::Const(c) = v else {
                return;
            };
            let n = self.functions_in(m, c).len();
            for k in 0..n {
                let slot = self.memo[c];
                let f = self.lists[slot as usize - 2][k];
                if f.index() >= self.counts.len() {
                    self.counts.resize(f.index() + 1, 0);
                }
                let count = &mut self.counts[f.index()];
                *count = count.saturating_add_signed(sign);
            }
        });
    }

    fn add_body(&mut self, m: &Module, body: &Body, sign: i32) {
        for (_, i) in body.inst_order() {
            self.add_inst(m, &body.insts[i].data, sign);
        }
    }

    /// Accounts for inlining `call` (its data as it was) into a body now holding `info.added`.
    pub(super) fn inlined(&mut self, m: &Module, body: &Body, call: &InstData, info: &InlineInfo) {
        self.add_inst(m, call, -1);
        for &i in &info.added {
            self.add_inst(m, &body.insts[i].data, 1);
        }
    }

    /// The references to `f` from live bodies.
    pub(super) fn count(&self, f: FuncId) -> u32 {
        self.counts.get(f.index()).copied().unwrap_or(0)
    }

    /// Whether `f` is referenced from a global's initializer (a use, beside `count`).
    pub(super) fn is_pinned(&self, f: FuncId) -> bool {
        self.pinned.get(f.index()).copied().unwrap_or(false)
    }

    /// Whether `f` is referenced from metadata (not a use, but it cannot be deleted).
    fn in_metadata(&self, f: FuncId) -> bool {
        self.in_metadata.get(f.index()).copied().unwrap_or(false)
    }

    /// Whether `f` would be dead without `extra` more references: local linkage, not a
    /// kernel, and referenced nowhere else.
    pub(super) fn deletable_with(&self, m: &Module, f: FuncId, extra: u32) -> bool {
        let func = &m.functions[f];
        func.body.is_some()
            && func.linkage.is_local()
            && !m.is_kernel(f)
            && !self.is_pinned(f)
            && !self.in_metadata(f)
            && self.count(f) <= extra
    }

    /// Deletes `f` if it is dead (and then whatever only it referenced), with a remark each;
    /// returns the instructions deleted. `keep` is never deleted (the caller being inlined
    /// into, whose body the module does not hold).
    pub(super) fn delete_if_dead(
        &mut self,
        m: &mut Module,
        f: FuncId,
        keep: FuncId,
        pass: &'static str,
        remarks: &mut Vec<Remark>,
    ) -> usize {
        let mut deleted = 0;
        let mut work = vec![f];
        while let Some(f) = work.pop() {
            if f == keep || !m.functions.contains(f) || !self.deletable_with(m, f, 0) {
                continue;
            }
            let Some(func) = m.remove_function(f) else {
                continue;
            };
            let body = func.body.expect("deletable functions have bodies");
            let size = body.inst_count();
            deleted += size;
            let mut refs = Vec::new();
            for (_, i) in body.inst_order() {
                body.insts[i].data.visit_operands(|v| {
                    if let Value::Const(c) = v {
                        refs.push(c);
                    }
                });
            }
            self.add_body(m, &body, -1);
            for c in refs {
                work.extend_from_slice(self.functions_in(m, c));
            }
            remarks.push(Remark::new(pass, &func.name, "deleted", "dead").with("insts", size));
        }
        deleted
    }
}

/// The entry point named by option `entry`, or else the module's only kernel.
pub(super) fn entry_point(m: &Module, options: &[(String, String)]) -> Result<FuncId, PassError> {
    if let Some((_, name)) = options.iter().rev().find(|(k, _)| k == "entry") {
        let name = name.strip_prefix('@').unwrap_or(name);
        return match m.find_function(name) {
            Some(f) if m.functions[f].body.is_some() => Ok(f),
            Some(_) => Err(PassError(format!(
                "the entry point @{name} is a declaration"
            ))),
            None => Err(PassError(format!("no function @{name} (entry={name})"))),
        };
    }
    let kernels: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(f, func)| func.body.is_some() && m.is_kernel(*f))
        .map(|(f, _)| f)
        .collect();
    match kernels.as_slice() {
        [k] => Ok(*k),
        [] => Err(PassError(
            "the module has no kernel: name the entry point with entry=NAME".to_owned(),
        )),
        many => {
            let names: Vec<String> = many
                .iter()
                .map(|&f| format!("@{}", m.functions[f].name))
                .collect();
            Err(PassError(format!(
                "{} kernels ({}): name the entry point with entry=NAME",
                many.len(),
                names.join(", ")
            )))
        }
    }
}

/// The calls of a body in layout order.
pub(super) fn calls_in(body: &Body) -> Vec<Inst> {
    body.inst_order()
        .filter(|&(_, i)| matches!(body.insts[i].data, InstData::Call(_)))
        .map(|(_, i)| i)
        .collect()
}

/// Whether the call has the `noinline` function attribute at the call site.
pub(super) fn call_site_noinline(m: &Module, call: &InstData) -> bool {
    matches!(call, InstData::Call(c) if m.attrs.has(c.fn_attrs, AttrFlag::NoInline))
}

/// Whether the call's callee is an intrinsic (`llvm.*`): never a candidate, never remarked.
pub(super) fn calls_intrinsic(m: &Module, call: &InstData) -> bool {
    matches!(call, InstData::Call(c)
        if m.direct_callee(c).is_some_and(|f| m.functions.get(f).is_some_and(|f| f.is_intrinsic())))
}
