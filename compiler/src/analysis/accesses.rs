//! Memory accesses counted by the address space of their pointer, the measure of what
//! address-space inference buys: an access through a generic pointer (`ptr`, addrspace 0)
//! becomes a generic `ld`/`st` in PTX, one through a specific space a `ld.global`, `ld.shared`,
//! and so on.
//!
//! # What is counted
//!
//! Over every function body, the instructions in the layout (dead instructions outside it are
//! not), one access per *pointer operand through which memory is read or written*:
//!
//! | instruction | accesses |
//! |---|---|
//! | `load` | its pointer |
//! | `store` | its pointer operand (not the stored value, even when that is a pointer) |
//! | `atomicrmw`, `cmpxchg` | its pointer |
//! | a direct `call` of `llvm.memcpy.*`, `llvm.memmove.*`, `llvm.memset.*` (`.inline` variants included) | each pointer-typed argument: destination and source for `memcpy`/`memmove`, the destination for `memset` |
//!
//! Nothing else counts: not other calls (a pointer passed to a function is not an access
//! here; the callee's own accesses are counted in its body), not `getelementptr`, casts,
//! `alloca`, `icmp` of pointers, `llvm.lifetime.*`, `llvm.nvvm.isspacep.*` or
//! `llvm.stacksave`/`stackrestore`. Volatile and atomic accesses count like the others. Each
//! access is static: a load in a loop counts once, and a function counts whether or not it is
//! called. The space is the one of the operand's *type* (`ptr addrspace(N)`), whatever the
//! operand is (instruction, parameter, or a constant expression such as
//! `addrspacecast (ptr addrspace(3) @s to ptr)`, which is generic).
//!
//! The module should verify; on one that does not, an operand whose type cannot be found or is
//! not a pointer is skipped (never a panic).

use std::collections::BTreeMap;
use std::ops::AddAssign;

use crate::ir::{AddrSpace, Body, Function, InstData, Module, Value};

/// Memory accesses of a module or function, by the address space of their pointer (see the
/// module documentation for what counts as one).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct AccessCounts {
    /// Every access.
    pub total: u64,
    /// Accesses through a generic pointer (`ptr`, addrspace 0).
    pub generic: u64,
    /// Accesses per address space of the pointer type, generic (0) included; spaces with no
    /// access are absent. The values sum to `total`.
    pub by_space: BTreeMap<AddrSpace, u64>,
}

impl AccessCounts {
    /// Records one access through a pointer of `space`.
    pub fn add(&mut self, space: AddrSpace) {
        self.total += 1;
        if space.is_generic() {
            self.generic += 1;
        }
        *self.by_space.entry(space).or_insert(0) += 1;
    }

    /// Accesses through pointers of `space`.
    pub fn in_space(&self, space: AddrSpace) -> u64 {
        self.by_space.get(&space).copied().unwrap_or(0)
    }

    /// The share of accesses through generic pointers, in `0.0..=1.0` (`0.0` when there is no
    /// access at all).
    pub fn generic_share(&self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            self.generic as f64 / self.total as f64
        }
    }
}

impl AddAssign<&AccessCounts> for AccessCounts {
    fn add_assign(&mut self, other: &AccessCounts) {
        self.total += other.total;
        self.generic += other.generic;
        for (&s, &n) in &other.by_space {
            *self.by_space.entry(s).or_insert(0) += n;
        }
    }
}

/// Counts the memory accesses of every function body of `m` by pointer address space.
///
/// ```
/// let m = seam::text::parse_module(r#"
/// define void @f(ptr %p, ptr addrspace(1) %q) {
///   %v = load i32, ptr %p
///   store i32 %v, ptr addrspace(1) %q
///   ret void
/// }
/// "#)?;
/// let n = seam::analysis::memory_accesses(&m);
/// assert_eq!((n.total, n.generic), (2, 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn memory_accesses(m: &Module) -> AccessCounts {
    let mut out = AccessCounts::default();
    for f in m.functions.values() {
        out += &function_memory_accesses(m, f);
    }
    out
}

/// Counts the memory accesses of one function of `m` (nothing for a declaration).
pub fn function_memory_accesses(m: &Module, f: &Function) -> AccessCounts {
    let mut out = AccessCounts::default();
    let Some(body) = f.body.as_ref() else {
        return out;
    };
    let mut count = |v: Value| {
        if let Some(space) = pointer_space(m, f, body, v) {
            out.add(space);
        }
    };
    for (_, i) in body.inst_order() {
        match &body.insts[i].data {
            InstData::Load { ptr, .. } | InstData::Store { ptr, .. } => count(*ptr),
            InstData::AtomicRmw(d) => count(d.ptr),
            InstData::CmpXchg(d) => count(d.ptr),
            InstData::Call(call) => {
                let is_mem = m
                    .direct_callee(call)
                    .and_then(|c| m.functions.get(c))
                    .is_some_and(|callee| is_memory_intrinsic(&callee.name));
                if is_mem {
                    for &a in &call.args {
                        count(a);
                    }
                }
            }
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => {}
        }
    }
    out
}

/// Whether `name` is one of the memory-transfer intrinsics whose pointer arguments are
/// accesses: `llvm.memcpy.*`, `llvm.memmove.*`, `llvm.memset.*` (and their `.inline` forms).
fn is_memory_intrinsic(name: &str) -> bool {
    ["llvm.memcpy.", "llvm.memmove.", "llvm.memset."]
        .iter()
        .any(|p| name.starts_with(p))
}

/// The address space of `v`'s type if it is a pointer; `None` for anything else (a non-pointer
/// argument of a memory intrinsic, or an operand of an invalid module).
fn pointer_space(m: &Module, f: &Function, body: &Body, v: Value) -> Option<AddrSpace> {
    let ty = match v {
        Value::Inst(i) => body.insts.get(i)?.ty,
        Value::Arg(n) => *f.param_types(&m.types).get(n as usize)?,
        Value::Const(c) => {
            if !m.consts.is_valid(c) {
                return None;
            }
            m.consts.ty(c)
        }
    };
    if !m.types.is_valid(ty) {
        return None;
    }
    m.types.ptr_space(ty)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: &str = r#"
@g = addrspace(1) global [4 x i32] zeroinitializer
@s = internal addrspace(3) global [4 x i32] undef

declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p3.i64(ptr addrspace(3) nocapture writeonly, i8, i64, i1 immarg)
declare void @use(ptr, ptr addrspace(1))
declare i32 @ext(ptr)

define void @f(ptr %p, ptr addrspace(1) %q, ptr %pp) {
entry:
  %a = load i32, ptr %p, align 4
  store i32 %a, ptr addrspace(1) %q, align 4
  store ptr %p, ptr %pp, align 8
  %x = atomicrmw add ptr addrspace(3) @s, i32 1 seq_cst, align 4
  %y = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
  %c = load i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4
  %gp = getelementptr i32, ptr %p, i64 1
  %l = alloca i32, align 4
  call void @llvm.memcpy.p0.p1.i64(ptr %p, ptr addrspace(1) %q, i64 8, i1 false)
  call void @llvm.memset.p3.i64(ptr addrspace(3) @s, i8 0, i64 16, i1 false)
  call void @use(ptr %p, ptr addrspace(1) @g)
  %e = call i32 @ext(ptr %gp)
  ret void
}

define i32 @h(ptr addrspace(1) %q) {
  %v = load volatile i32, ptr addrspace(1) %q, align 4
  ret i32 %v
}
"#;

    fn module() -> Module {
        let m = crate::text::parse_module(MODULE).unwrap();
        crate::verify::verify_module(&m).unwrap();
        m
    }

    #[test]
    fn counts_each_kind_of_access_by_pointer_space() {
        let m = module();
        let n = memory_accesses(&m);
        // generic: load %p, store to %pp, cmpxchg %p, load through the constant-expression
        // cast, memcpy's destination.
        // global: store to %q, memcpy's source, the volatile load in @h.
        // shared: atomicrmw, memset's destination.
        assert_eq!(n.generic, 5, "{n:?}");
        assert_eq!(n.in_space(AddrSpace::GLOBAL), 3, "{n:?}");
        assert_eq!(n.in_space(AddrSpace::SHARED), 2, "{n:?}");
        assert_eq!(n.in_space(AddrSpace::GENERIC), n.generic);
        assert_eq!(n.total, 10);
        assert_eq!(n.by_space.values().sum::<u64>(), n.total);
        assert!((n.generic_share() - 0.5).abs() < 1e-12);
    }

    #[test]
    fn per_function_counts_add_up_and_declarations_have_none() {
        let m = module();
        let mut sum = AccessCounts::default();
        for (id, f) in m.functions.iter() {
            let n = function_memory_accesses(&m, f);
            if f.is_declaration() {
                assert_eq!(n, AccessCounts::default(), "@{}", m.functions[id].name);
            }
            sum += &n;
        }
        assert_eq!(sum, memory_accesses(&m));
        let h = m.find_function("h").unwrap();
        let n = function_memory_accesses(&m, &m.functions[h]);
        assert_eq!((n.total, n.generic), (1, 0));
    }

    #[test]
    fn instructions_outside_the_layout_do_not_count() {
        let mut m = module();
        let f = m.find_function("f").unwrap();
        let body = m.functions[f].body.as_mut().unwrap();
        let entry = body.entry().unwrap();
        let first = body.blocks[entry].insts[0]; // %a = load i32, ptr %p
        let second = body.blocks[entry].insts[1]; // store i32 %a, ...
        body.remove_inst(entry, second);
        body.remove_inst(entry, first);
        let n = memory_accesses(&m);
        assert_eq!((n.total, n.generic), (8, 4), "{n:?}");
    }

    #[test]
    fn an_empty_module_has_no_access() {
        let n = memory_accesses(&Module::new());
        assert_eq!(n, AccessCounts::default());
        assert_eq!(n.generic_share(), 0.0);
    }
}
