//! A fan-in call graph, the inliners' stress test: thousands of callers share a few callees.
//!
//! [`fan_in_module`] builds, through seam's builder API and deterministically from its seed:
//!
//! - `functions` **internal device functions** `i32 @fN(ptr addrspace(1) %buf, i32 %x)` of
//!   about `insts_per_function` instructions each: arithmetic on `%x`, a load and a store
//!   through `%buf` at a masked index, a branch diamond joined by a `phi`, and calls;
//! - **calls**: function `i` calls one to three earlier functions, each drawn as
//!   `floor(i * u³)` for `u` uniform in [0, 1): most calls land on the first functions, so the
//!   first few have thousands of callers (fan-in) while the call graph stays acyclic;
//! - **kernels** `void @kernelN(ptr addrspace(1) %out, i32 %n)`, each calling sixteen of the
//!   functions nothing else calls, so every function is reachable from a kernel.
//!
//! Inlining everything everywhere would copy the first functions into almost every caller,
//! transitively: this is the module on which LLVM 19's `cgscc(inline)` takes minutes, and
//! where the `nvidia` model's budgets must bound time and growth.

use seam::ir::{
    AddrSpace, BinaryOp, CallConv, FuncId, Function, FunctionBuilder, GepFlags, IntPredicate,
    Linkage, Module, TypeId,
};

use crate::Lcg;

/// Calls per kernel.
const KERNEL_CALLS: usize = 16;

/// The module (see the module docs). The same arguments give the same module.
pub fn fan_in_module(functions: usize, insts_per_function: usize, seed: u64) -> Module {
    let mut m = Module::new_nvptx();
    let mut rng = Lcg(seed ^ 0xfa_11_1e);
    let p1 = m.types.ptr(AddrSpace::GLOBAL);
    let dev_ty = m.types.func(TypeId::I32, &[p1, TypeId::I32], false);
    let kern_ty = m.types.func(TypeId::VOID, &[p1, TypeId::I32], false);
    // Who calls whom, decided first.
    let mut callees: Vec<Vec<usize>> = Vec::with_capacity(functions);
    let mut called = vec![false; functions];
    for i in 0..functions {
        let n = if i == 0 { 0 } else { 1 + rng.below(3) as usize };
        let mut cs = Vec::with_capacity(n);
        for _ in 0..n {
            let u = (rng.next() % 1_000_000) as f64 / 1_000_000.0;
            let c = ((i as f64) * u * u * u) as usize;
            let c = c.min(i - 1);
            cs.push(c);
            called[c] = true;
        }
        callees.push(cs);
    }
    let ids: Vec<FuncId> = (0..functions)
        .map(|i| {
            let mut f = Function::new(&format!("f{i}"), dev_ty, 2);
            f.linkage = Linkage::Internal;
            m.add_function(f)
        })
        .collect();
    for i in 0..functions {
        body(
            &mut m,
            ids[i],
            &callees[i].iter().map(|&c| ids[c]).collect::<Vec<_>>(),
            insts_per_function,
            &mut rng,
        );
    }
    let roots: Vec<FuncId> = (0..functions)
        .filter(|&i| !called[i])
        .map(|i| ids[i])
        .collect();
    for (k, chunk) in roots.chunks(KERNEL_CALLS).enumerate() {
        let mut f = Function::new(&format!("kernel{k}"), kern_ty, 2);
        f.cc = CallConv::PtxKernel;
        let fid = m.add_function(f);
        let mut b = FunctionBuilder::new(&mut m, fid);
        let entry = b.create_block("entry");
        b.switch_to_block(entry);
        let (out, n) = (b.param(0), b.param(1));
        let mut acc = n;
        for &callee in chunk {
            let r = b
                .call(callee, vec![out, acc])
                .expect("device functions return");
            acc = b.binary(BinaryOp::Add, acc, r);
        }
        b.store(acc, out);
        b.ret(None);
    }
    m
}

/// The body of one device function calling `calls`.
fn body(m: &mut Module, fid: FuncId, calls: &[FuncId], insts: usize, rng: &mut Lcg) {
    let mut b = FunctionBuilder::new(m, fid);
    let entry = b.create_block("entry");
    let left = b.create_block("left");
    let right = b.create_block("right");
    let join = b.create_block("join");
    b.switch_to_block(entry);
    let (buf, x) = (b.param(0), b.param(1));
    let k = |b: &mut FunctionBuilder<'_>, rng: &mut Lcg| {
        b.iconst(TypeId::I32, rng.below(1 << 20) as i64 + 1)
    };
    let c1 = k(&mut b, rng);
    let x1 = b.binary(BinaryOp::Mul, x, c1);
    let c2 = k(&mut b, rng);
    let x2 = b.binary(BinaryOp::Xor, x1, c2);
    let mask = b.iconst(TypeId::I32, 1023);
    let idx = b.binary(BinaryOp::And, x2, mask);
    let p = b.gep(TypeId::I32, GepFlags::INBOUNDS, buf, vec![idx]);
    let v = b.load(TypeId::I32, p);
    let c = b.icmp(IntPredicate::Slt, v, x);
    b.cond_br(c, left, right);
    b.switch_to_block(left);
    let c3 = k(&mut b, rng);
    let a1 = b.binary(BinaryOp::Add, v, c3);
    let two = b.iconst(TypeId::I32, 2);
    let a2 = b.binary(BinaryOp::Shl, a1, two);
    b.br(join);
    b.switch_to_block(right);
    let b1 = b.binary(BinaryOp::Sub, x, v);
    let one = b.iconst(TypeId::I32, 1);
    let b2 = b.binary(BinaryOp::LShr, b1, one);
    b.br(join);
    b.switch_to_block(join);
    let mut acc = b.phi(TypeId::I32, vec![(a2, left), (b2, right)]);
    // 14 instructions so far, and the store, the last xor and the return to come.
    let mut count = 14 + 3;
    for &callee in calls {
        let r = b
            .call(callee, vec![buf, acc])
            .expect("device functions return");
        acc = b.binary(BinaryOp::Add, acc, r);
        count += 2;
    }
    while count < insts {
        let cst = k(&mut b, rng);
        let op = [BinaryOp::Add, BinaryOp::Xor, BinaryOp::Mul][rng.below(3) as usize];
        acc = b.binary(op, acc, cst);
        count += 1;
    }
    b.store(acc, p);
    let c4 = k(&mut b, rng);
    let r = b.binary(BinaryOp::Xor, acc, c4);
    b.ret(Some(r));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fan_in_modules_verify_and_fan_in() {
        let m = fan_in_module(2000, 24, 3);
        seam::verify::verify_module(&m).unwrap();
        let n = m.inst_count();
        assert!((2000 * 22..2000 * 27).contains(&n), "{n}");
        // The first function has hundreds of callers.
        let f0 = m.find_function("f0").unwrap();
        let cg = seam::analysis::CallGraph::new(&m);
        let calls = m
            .functions
            .keys()
            .flat_map(|f| cg.calls[f].iter())
            .filter(|&&(_, g)| g == f0)
            .count();
        assert!(calls > 300, "{calls}");
        assert_eq!(
            seam::text::print_module(&m),
            seam::text::print_module(&fan_in_module(2000, 24, 3))
        );
    }
}
