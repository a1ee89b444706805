//! A synthetic module shaped like the code the address-space passes work on
//! (`specialize-callees`, `propagate-arg-spaces`, `infer-address-spaces`).
//!
//! [`address_space_module`] builds, through seam's builder API and deterministically from its
//! seed:
//!
//! - **device functions** `float @devN(ptr %src, ptr %dst, i32 %n)` (one in seven returns `ptr`
//!   instead: a pointer derived from `%src`), mostly `internal`, that read through their generic
//!   `%src` and write through their generic `%dst` in a loop: GEP chains on the parameters, a
//!   pointer `phi` walking `%src`, `select`s of pointers, loads, stores, `atomicrmw fadd`, and a
//!   local array whose `addrspace(5)` pointer is cast back to generic and written through;
//! - **kernels** (`ptx_kernel`, one function in sixteen) `void @kernelN(ptr addrspace(1) %out,
//!   ptr addrspace(1) %in, i32 %n)`, doing the same through `addrspacecast`s of their
//!   parameters;
//! - **calls**: every function calls earlier device functions (a DAG; early functions get the
//!   most callers). Each callee has a space its call sites agree on for `%src` (global, shared,
//!   const or local) and for `%dst` (global, shared or local: never const, which is read-only),
//!   and each call site builds that pointer its own way: an `addrspacecast` instruction of a
//!   global or of a GEP into it, a constant expression `addrspacecast (ptr addrspace(N) @g to
//!   ptr)` (possibly of a constant GEP), a GEP chain on a cast, the local array, the kernel's
//!   `%in`/`%out`, or the caller's own generic parameter passed on (when the caller's callers
//!   agree on the same space). About one callee in eight gets call sites that **disagree**: each
//!   draws its spaces, some through a `select` of two casts from different spaces;
//! - **functions the passes must leave alone or clone**: one device function in sixteen is
//!   **address-taken** (in the constant table `@table`, and also called indirectly through a
//!   load from it), one in thirty-two is **external** (defined with external linkage), and
//!   `declare`d external functions `@externN` receive generic pointers too.
//!
//! Globals: `@gbuf` (global), `@tile` (shared), `@coeffs` (const), each a `[1024 x float]`.
//! Indices are masked to the arrays' lengths, but the module is a benchmark input: it is valid
//! (seam's verifier and LLVM 19's accept it), not meant to be launched.

use seam::ir::{
    AddrSpace, AtomicOrdering, BinaryOp, CallConv, CastOp, ConstId, FloatPredicate, FuncId,
    Function, FunctionBuilder, GepFlags, GlobalValue, GlobalVar, IntPredicate, Linkage, Module,
    RmwOp, TypeId, Value,
};

use crate::Lcg;

/// The four specific spaces call sites pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Space {
    Global,
    Shared,
    Const,
    Local,
}

impl Space {
    const ALL: [Space; 4] = [Space::Global, Space::Shared, Space::Const, Space::Local];
    const WRITABLE: [Space; 3] = [Space::Global, Space::Shared, Space::Local];
}

/// A device function as its callers see it.
#[derive(Clone, Copy, Debug)]
struct Callee {
    id: FuncId,
    returns_ptr: bool,
    /// The spaces every call site passes to `%src` and `%dst`; `None`: the call sites disagree.
    src: Option<Space>,
    dst: Option<Space>,
}

/// Elements of `@gbuf`, `@tile`, `@coeffs`.
const ARRAY_LEN: u64 = 1024;
/// Elements of each function's local array.
const LOCAL_LEN: u64 = 16;

/// The module-wide pieces function bodies use.
struct Shared {
    arr: TypeId,
    local_arr: TypeId,
    /// `@gbuf`, `@tile`, `@coeffs` (their `ptr addrspace(N)` addresses).
    gbuf: ConstId,
    tile: ConstId,
    coeffs: ConstId,
    /// `@table` and its type, if any function is address-taken.
    table: Option<(ConstId, TypeId)>,
    table_len: u64,
    dev_ty: TypeId,
    externs: Vec<FuncId>,
}

/// A module of `functions` defined functions (kernels, device functions; plus `functions / 100`
/// external declarations) of about `insts_per_function` instructions each, shaped for the
/// address-space passes (see the module documentation). The same arguments give the same
/// module.
pub fn address_space_module(functions: usize, insts_per_function: usize, seed: u64) -> Module {
    let mut m = Module::new_nvptx();
    let mut rng = Lcg(seed ^ 0x5eed_a55e);
    let arr = m.types.array(TypeId::FLOAT, ARRAY_LEN);
    let local_arr = m.types.array(TypeId::FLOAT, LOCAL_LEN);
    let zero = m.consts.zero(&m.types, arr);
    let gbuf = m.add_global(GlobalVar::new("gbuf", AddrSpace::GLOBAL, arr, Some(zero)));
    let mut tile = GlobalVar::new("tile", AddrSpace::SHARED, arr, Some(m.consts.undef(arr)));
    tile.linkage = Linkage::Internal;
    let tile = m.add_global(tile);
    let coeffs: Vec<_> = (0..ARRAY_LEN)
        .map(|i| m.consts.f32(i as f32 * 0.25))
        .collect();
    let cinit = m.consts.array(arr, coeffs);
    let mut cst = GlobalVar::new("coeffs", AddrSpace::CONST, arr, Some(cinit));
    cst.is_constant = true;
    let cst = m.add_global(cst);
    let p1 = m.types.ptr(AddrSpace::GLOBAL);
    let dev_ty = m.types.func(
        TypeId::FLOAT,
        &[TypeId::PTR, TypeId::PTR, TypeId::I32],
        false,
    );
    let dev_ptr_ty = m
        .types
        .func(TypeId::PTR, &[TypeId::PTR, TypeId::PTR, TypeId::I32], false);
    let kern_ty = m.types.func(TypeId::VOID, &[p1, p1, TypeId::I32], false);

    let is_kernel = |fi: usize| fi % 16 == 15;
    let is_address_taken = |fi: usize| fi % 16 == 5;
    let is_external = |fi: usize| fi % 32 == 11;
    let table_len = (0..functions).filter(|&fi| is_address_taken(fi)).count() as u64;
    let table = (table_len > 0).then(|| {
        let ty = m.types.array(TypeId::PTR, table_len);
        let mut t = GlobalVar::new(
            "table",
            AddrSpace::GLOBAL,
            ty,
            Some(m.consts.zero(&m.types, ty)),
        );
        t.linkage = Linkage::Internal;
        t.is_constant = true;
        (m.add_global(t), ty)
    });
    let externs: Vec<FuncId> = (0..(functions / 100).max(1))
        .map(|k| m.add_function(Function::new(&format!("extern{k}"), dev_ty, 3)))
        .collect();
    let shared = Shared {
        arr,
        local_arr,
        gbuf: m.global_ref(GlobalValue::Var(gbuf)),
        tile: m.global_ref(GlobalValue::Var(tile)),
        coeffs: m.global_ref(GlobalValue::Var(cst)),
        table: table.map(|(g, ty)| (m.global_ref(GlobalValue::Var(g)), ty)),
        table_len,
        dev_ty,
        externs,
    };

    let mut callees: Vec<Callee> = Vec::new();
    let mut taken: Vec<ConstId> = Vec::new();
    for fi in 0..functions {
        let kernel = is_kernel(fi);
        let address_taken = !kernel && is_address_taken(fi);
        let returns_ptr = !kernel && !address_taken && rng.below(7) == 0;
        let disagree = rng.below(8) == 0;
        let src = (!disagree).then(|| Space::ALL[rng.below(4) as usize]);
        let dst = (!disagree).then(|| Space::WRITABLE[rng.below(3) as usize]);
        let (name, ty) = if kernel {
            (format!("kernel{fi}"), kern_ty)
        } else {
            (
                format!("dev{fi}"),
                if returns_ptr { dev_ptr_ty } else { dev_ty },
            )
        };
        let mut f = Function::new(&name, ty, 3);
        let names: [&str; 3] = if kernel {
            ["out", "in", "n"]
        } else {
            ["src", "dst", "n"]
        };
        for (p, n) in f.params.iter_mut().zip(names) {
            p.name = Some(n.into());
        }
        if kernel {
            f.cc = CallConv::PtxKernel;
        } else if !is_external(fi) {
            f.linkage = Linkage::Internal;
        }
        let id = m.add_function(f);
        let me = Callee {
            id,
            returns_ptr,
            src,
            dst,
        };
        let mut e = Emitter {
            b: FunctionBuilder::new(&mut m, id),
            rng: &mut rng,
            s: &shared,
            kernel,
            me,
            local: Value::Arg(0),
            idx: Value::Arg(0),
            lidx: Value::Arg(0),
        };
        e.body(&callees, insts_per_function);
        if !kernel {
            callees.push(me);
            if address_taken {
                taken.push(m.global_ref(GlobalValue::Func(id)));
            }
        }
    }
    if let (Some((g, _)), Some((_, ty))) = (table, shared.table) {
        m.globals[g].init = Some(m.consts.array(ty, taken));
    }
    m
}

/// Builds one function body.
struct Emitter<'a, 'm> {
    b: FunctionBuilder<'m>,
    rng: &'a mut Lcg,
    s: &'a Shared,
    kernel: bool,
    me: Callee,
    /// The local array, as `ptr addrspace(5)`.
    local: Value,
    /// This iteration's `i64` index into the `[1024 x float]` arrays and into the local one.
    idx: Value,
    lidx: Value,
}

impl Emitter<'_, '_> {
    fn count(&self) -> usize {
        let f = self.b.func();
        self.b.module.functions[f]
            .body
            .as_ref()
            .map_or(0, |b| b.inst_count())
    }

    fn i64c(&mut self, v: i64) -> Value {
        self.b.iconst(TypeId::I64, v)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.rng.below(n)
    }

    /// The global of `space` (not local) as a `ptr addrspace(N)` constant.
    fn global_of(&self, space: Space) -> ConstId {
        match space {
            Space::Global => self.s.gbuf,
            Space::Shared => self.s.tile,
            Space::Const | Space::Local => self.s.coeffs,
        }
    }

    /// A constant `addrspacecast` to generic of `c`.
    fn const_cast(&mut self, c: ConstId) -> Value {
        let m = &mut *self.b.module;
        Value::Const(
            m.consts
                .cast(&m.types, CastOp::AddrSpaceCast, c, TypeId::PTR),
        )
    }

    fn cast_to_generic(&mut self, v: Value) -> Value {
        self.b.cast(CastOp::AddrSpaceCast, v, TypeId::PTR)
    }

    /// A GEP of one `float` step.
    fn step(&mut self, base: Value, by: Value) -> Value {
        self.b
            .gep(TypeId::FLOAT, GepFlags::INBOUNDS, base, vec![by])
    }

    /// A generic pointer into memory of `space`, built one of the ways call sites build them.
    fn pointer_in(&mut self, space: Space, writable: bool) -> Value {
        if space == Space::Local {
            let z = self.i64c(0);
            let g = self.b.gep(
                self.s.local_arr,
                GepFlags::INBOUNDS,
                self.local,
                vec![z, self.lidx],
            );
            return self.cast_to_generic(g);
        }
        if self.kernel && space == Space::Global && self.below(2) == 0 {
            // The kernel's own buffers: %out is written, %in only read.
            let p = if writable {
                Value::Arg(0)
            } else {
                Value::Arg(1)
            };
            let c = self.cast_to_generic(p);
            return self.step(c, self.idx);
        }
        let g = self.global_of(space);
        match self.below(4) {
            0 => self.const_cast(g),
            1 => {
                let k = self.below(ARRAY_LEN);
                let m = &mut *self.b.module;
                let z = m.consts.i64(0);
                let k = m.consts.i64(k as i64);
                let gep = m.consts.gep(self.s.arr, GepFlags::INBOUNDS, g, vec![z, k]);
                self.const_cast(gep)
            }
            2 => {
                let z = self.i64c(0);
                let e = self.b.gep(
                    self.s.arr,
                    GepFlags::INBOUNDS,
                    Value::Const(g),
                    vec![z, self.idx],
                );
                self.cast_to_generic(e)
            }
            _ => {
                let c = self.cast_to_generic(Value::Const(g));
                self.step(c, self.idx)
            }
        }
    }

    /// An argument for a parameter whose call sites agree on `want` (or disagree: `None`);
    /// `writable` when the callee writes through it.
    fn argument(&mut self, want: Option<Space>, writable: bool) -> Value {
        let pool: &[Space] = if writable {
            &Space::WRITABLE
        } else {
            &Space::ALL
        };
        let Some(want) = want else {
            let a = pool[self.below(pool.len() as u64) as usize];
            if self.below(3) == 0 {
                // One call site, two spaces: a select of two casts.
                let b = pool[self.below(pool.len() as u64) as usize];
                let pa = self.pointer_in(a, writable);
                let pb = self.pointer_in(b, writable);
                let zero = Value::Const(self.zero32());
                let c = self.b.icmp(IntPredicate::Slt, Value::Arg(2), zero);
                return self.b.select(c, pa, pb);
            }
            return self.pointer_in(a, writable);
        };
        // Pass our own parameter on when our callers agree on the same space: %dst (written)
        // fits any parameter, %src (only read) only a read-only one.
        let own = if self.kernel {
            None
        } else if self.me.dst == Some(want) {
            Some(Value::Arg(1))
        } else if !writable && self.me.src == Some(want) {
            Some(Value::Arg(0))
        } else {
            None
        };
        match own {
            Some(p) if self.below(2) == 0 => {
                if self.below(2) == 0 {
                    p
                } else {
                    let k = self.below(4) as i64;
                    let k = self.i64c(k);
                    self.step(p, k)
                }
            }
            _ => self.pointer_in(want, writable),
        }
    }

    fn zero32(&mut self) -> ConstId {
        self.b.module.consts.i32(0)
    }

    /// A call of `c` (direct), returning the loaded or returned float.
    fn call(&mut self, c: Callee) -> Value {
        let a = self.argument(c.src, false);
        let d = self.argument(c.dst, true);
        let r = self
            .b
            .call(c.id, vec![a, d, Value::Arg(2)])
            .expect("device functions return a value");
        if c.returns_ptr {
            // The returned pointer is derived from %src: read through it.
            let k = self.i64c(2);
            let q = self.step(r, k);
            self.b.load(TypeId::FLOAT, q)
        } else {
            r
        }
    }

    /// A call through `@table` or of an external declaration: spaces of the caller's choice.
    fn call_unknown(&mut self) -> Value {
        let a = self.argument(None, false);
        let d = self.argument(None, true);
        let n = Value::Arg(2);
        let through_table = self.below(2) == 0;
        match self.s.table {
            Some((table, ty)) if through_table => {
                let k = self.below(self.s.table_len);
                let m = &mut *self.b.module;
                let z = m.consts.i64(0);
                let k = m.consts.i64(k as i64);
                let slot = m.consts.gep(ty, GepFlags::INBOUNDS, table, vec![z, k]);
                let fp = self.b.load(TypeId::PTR, Value::Const(slot));
                self.b
                    .call_with(self.s.dev_ty, fp, vec![a, d, n], CallConv::C)
                    .expect("a float")
            }
            _ => {
                let e = self.s.externs[self.below(self.s.externs.len() as u64) as usize];
                self.b.call(e, vec![a, d, n]).expect("a float")
            }
        }
    }

    fn body(&mut self, callees: &[Callee], target: usize) {
        let entry = self.b.create_block("entry");
        let head = self.b.create_block("loop");
        let exit = self.b.create_block("exit");
        self.b.switch_to_block(entry);
        let la = self.b.alloca(self.s.local_arr);
        let l5 = self.b.module.types.ptr(AddrSpace::LOCAL);
        self.local = self.b.cast(CastOp::AddrSpaceCast, la, l5);
        // The pointers the loop reads and writes through: chains of GEPs on the generic
        // parameters (on casts of the kernel's buffers in a kernel).
        let (src, dst) = if self.kernel {
            let i = self.cast_to_generic(Value::Arg(1));
            let o = self.cast_to_generic(Value::Arg(0));
            (i, o)
        } else {
            (Value::Arg(0), Value::Arg(1))
        };
        let one = self.i64c(1);
        let s1 = self.step(src, one);
        let two = self.i64c(2);
        let s2 = self.step(s1, two);
        let d1 = self.step(dst, one);
        self.b.br(head);

        self.b.switch_to_block(head);
        let zero_i = self.b.iconst(TypeId::I32, 0);
        let zero_f = self.b.f32const(0.0);
        let i = self.b.phi(TypeId::I32, vec![(zero_i, entry)]);
        let acc = self.b.phi(TypeId::FLOAT, vec![(zero_f, entry)]);
        let p = self.b.phi(TypeId::PTR, vec![(s2, entry)]);
        let wide = self.b.cast(CastOp::ZExt, i, TypeId::I64);
        let mask = self.i64c(ARRAY_LEN as i64 - 1);
        self.idx = self.b.binary(BinaryOp::And, wide, mask);
        let lmask = self.i64c(LOCAL_LEN as i64 - 1);
        self.lidx = self.b.binary(BinaryOp::And, wide, lmask);
        let mut x = acc;
        while self.count() + 8 < target {
            x = match self.below(12) {
                // A load through the pointer phi.
                0 | 1 => {
                    let v = self.b.load(TypeId::FLOAT, p);
                    self.b.binary(BinaryOp::FAdd, x, v)
                }
                // A load through a GEP chain on %src.
                2 => {
                    let q = self.step(s2, self.idx);
                    let k = self.below(8) as i64;
                    let k = self.i64c(k);
                    let q = self.step(q, k);
                    let v = self.b.load(TypeId::FLOAT, q);
                    self.b.binary(BinaryOp::FMul, x, v)
                }
                // A store through %dst.
                3 => {
                    let q = self.step(d1, self.idx);
                    self.b.store(x, q);
                    x
                }
                // A select of two pointers into %src, then a load.
                4 => {
                    let c = self.b.icmp(IntPredicate::Slt, i, Value::Arg(2));
                    let q = self.b.select(c, p, s1);
                    let v = self.b.load(TypeId::FLOAT, q);
                    self.b.binary(BinaryOp::FSub, x, v)
                }
                // The local array, written and read through a generic pointer.
                5 => {
                    let z = self.i64c(0);
                    let q5 = self.b.gep(
                        self.s.local_arr,
                        GepFlags::INBOUNDS,
                        self.local,
                        vec![z, self.lidx],
                    );
                    let q = self.cast_to_generic(q5);
                    self.b.store(x, q);
                    let v = self.b.load(TypeId::FLOAT, q);
                    self.b.binary(BinaryOp::FAdd, x, v)
                }
                // An atomic add through %dst.
                6 => {
                    let q = self.step(d1, self.idx);
                    self.b
                        .atomic_rmw(RmwOp::FAdd, q, x, AtomicOrdering::Monotonic);
                    x
                }
                // Calls of earlier device functions.
                7..=9 if !callees.is_empty() => {
                    let c = callees[self.below(callees.len() as u64) as usize];
                    let r = self.call(c);
                    self.b.binary(BinaryOp::FAdd, x, r)
                }
                10 => {
                    let r = self.call_unknown();
                    self.b.binary(BinaryOp::FSub, x, r)
                }
                // Arithmetic.
                _ => {
                    let t = self.b.cast(CastOp::Trunc, self.idx, TypeId::I32);
                    let s = self.b.binary(BinaryOp::Xor, t, Value::Arg(2));
                    let f = self.b.cast(CastOp::SIToFP, s, TypeId::FLOAT);
                    self.b.binary(BinaryOp::FMul, x, f)
                }
            };
        }
        let one_i = self.b.iconst(TypeId::I32, 1);
        let next = self.b.binary(BinaryOp::Add, i, one_i);
        let pn = self.step(p, one);
        let done = self.b.icmp(IntPredicate::Sge, next, Value::Arg(2));
        self.b.add_incoming(i, next, head);
        self.b.add_incoming(acc, x, head);
        self.b.add_incoming(p, pn, head);
        self.b.cond_br(done, exit, head);

        self.b.switch_to_block(exit);
        self.b.store(x, d1);
        if self.kernel {
            self.b.ret(None);
        } else if self.me.returns_ptr {
            let c = self.b.fcmp(FloatPredicate::Olt, x, zero_f);
            let r = self.b.select(c, s1, p);
            self.b.ret(Some(r));
        } else {
            self.b.ret(Some(x));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_space_modules_verify_and_are_deterministic() {
        let m = address_space_module(200, 50, 3);
        seam::verify::verify_module(&m).unwrap();
        let a = seam::text::print_module(&m);
        assert_eq!(
            a,
            seam::text::print_module(&address_space_module(200, 50, 3))
        );
        let again = seam::text::parse_module(&a).unwrap();
        assert_eq!(seam::text::print_module(&again), a);
        let n = m.inst_count();
        assert!((200 * 40..200 * 60).contains(&n), "{n}");
        // What the passes work on is all there.
        for want in [
            "addrspacecast (ptr addrspace(1) @gbuf to ptr)",
            "addrspacecast (ptr addrspace(3) @tile to ptr)",
            "addrspacecast (ptr addrspace(4) @coeffs to ptr)",
            "addrspacecast ptr addrspace(5) ",
            "addrspacecast ptr addrspace(1) %in to ptr",
            "phi ptr ",
            "select i1 ",
            "load float, ptr %",
            "store float ",
            "atomicrmw fadd ptr ",
            "define internal float @dev",
            "define internal ptr @dev",
            "define float @dev",
            "define ptx_kernel void @kernel",
            "declare float @extern0(ptr, ptr, i32)",
            "@table = internal addrspace(1) constant [",
            "call float %",
        ] {
            assert!(a.contains(want), "no `{want}` in the module");
        }
        let generic = seam::analysis::memory_accesses(&m);
        assert!(generic.generic_share() > 0.5, "{generic:?}");
    }
}
