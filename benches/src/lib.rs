//! Synthetic modules for benchmarks: large, deterministic, and shaped like GPU code.
//!
//! [`synthetic_module`] builds, through seam's builder API, a module of device functions and
//! kernels with loops, phis, loads and stores in several address spaces, GEPs, integer and
//! float arithmetic, comparisons, selects, calls and address-space casts.
//! [`address_space_module`] builds one shaped for the address-space passes: generic pointer
//! parameters, call sites casting global, shared, const and local pointers to generic, some
//! disagreeing, address-taken and external functions. [`fan_in_module`] builds a fan-in call
//! graph for the inliners: thousands of callers sharing a few callees. The same parameters
//! always give the same module.

mod fanin;
mod spaces;

pub use fanin::fan_in_module;
pub use spaces::address_space_module;

/// Synthetic PTX (and IR) for the outliner bench.
pub mod outline;

/// The kernels the LTO benchmarks' host launches: every other defined kernel of `m`, in module
/// order (the rest are dead kernels for `dead-kernel-elim`).
pub fn launched_kernels(m: &seam::ir::Module) -> Vec<String> {
    m.functions
        .iter()
        .filter(|(f, func)| func.body.is_some() && m.is_kernel(*f))
        .map(|(_, func)| func.name.clone())
        .step_by(2)
        .collect()
}

use seam::ir::{
    AddrSpace, BinaryOp, CallConv, CastOp, Function, FunctionBuilder, GepFlags, GlobalVar,
    IntPredicate, Linkage, Module, TypeId, Value,
};

/// A small deterministic generator (the same module on every run, no dependency).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// A module of `functions` functions (one kernel in eight), each with about
/// `insts_per_function` instructions.
pub fn synthetic_module(functions: usize, insts_per_function: usize, seed: u64) -> Module {
    let mut m = Module::new_nvptx();
    let mut rng = Lcg(seed);
    let p1 = m.types.ptr(AddrSpace::GLOBAL);
    let arr = m.types.array(TypeId::FLOAT, 1024);
    let zero = m.consts.zero(&m.types, arr);
    let gbuf = m.add_global(GlobalVar::new("gbuf", AddrSpace::GLOBAL, arr, Some(zero)));
    let mut tile = GlobalVar::new("tile", AddrSpace::SHARED, arr, Some(m.consts.undef(arr)));
    tile.linkage = Linkage::Internal;
    let tile = m.add_global(tile);
    let coeffs: Vec<_> = (0..1024).map(|i| m.consts.f32(i as f32 * 0.5)).collect();
    let cinit = m.consts.array(arr, coeffs);
    let mut cst = GlobalVar::new("coeffs", AddrSpace::CONST, arr, Some(cinit));
    cst.is_constant = true;
    let cst = m.add_global(cst);
    let dev_ty = m
        .types
        .func(TypeId::FLOAT, &[TypeId::PTR, p1, TypeId::I32], false);
    let kern_ty = m.types.func(TypeId::VOID, &[p1, TypeId::I32], false);
    let mut devices: Vec<seam::ir::FuncId> = Vec::new();
    for fi in 0..functions {
        let is_kernel = fi % 8 == 7;
        let name = if is_kernel {
            format!("kernel{fi}")
        } else {
            format!("dev{fi}")
        };
        let mut f = Function::new(
            &name,
            if is_kernel { kern_ty } else { dev_ty },
            if is_kernel { 2 } else { 3 },
        );
        if is_kernel {
            f.cc = CallConv::PtxKernel;
        } else {
            f.linkage = Linkage::Internal;
        }
        let fid = m.add_function(f);
        let gref = m.global_ref(seam::ir::GlobalValue::Var(gbuf));
        let tref = m.global_ref(seam::ir::GlobalValue::Var(tile));
        let cref = m.global_ref(seam::ir::GlobalValue::Var(cst));
        let mut b = FunctionBuilder::new(&mut m, fid);
        let entry = b.create_block("entry");
        let head = b.create_block("loop");
        let exit = b.create_block("exit");
        b.switch_to_block(entry);
        let (buf, n) = if is_kernel {
            (b.param(0), b.param(1))
        } else {
            (b.param(1), b.param(2))
        };
        let zero_i = b.iconst(TypeId::I32, 0);
        let zero_f = b.f32const(0.0);
        let z64 = b.iconst(TypeId::I64, 0);
        let three = b.iconst(TypeId::I32, 3);
        b.br(head);
        b.switch_to_block(head);
        let i = b.phi(TypeId::I32, vec![(zero_i, entry)]);
        let acc = b.phi(TypeId::FLOAT, vec![(zero_f, entry)]);
        let mut x = acc;
        let mut count = 4usize;
        while count < insts_per_function.saturating_sub(6) {
            let idx = b.cast(CastOp::ZExt, i, TypeId::I64);
            let off = b.iconst(TypeId::I64, rng.below(1024) as i64);
            let idx2 = b.binary(BinaryOp::And, idx, off);
            count += 3;
            match rng.below(6) {
                0 => {
                    let g = b.gep(TypeId::FLOAT, GepFlags::INBOUNDS, buf, vec![idx2]);
                    let v = b.load(TypeId::FLOAT, g);
                    x = b.binary(BinaryOp::FAdd, x, v);
                    count += 3;
                }
                1 => {
                    let s = b.gep(arr, GepFlags::INBOUNDS, Value::Const(tref), vec![z64, idx2]);
                    b.store(x, s);
                    let c = b.gep(arr, GepFlags::INBOUNDS, Value::Const(cref), vec![z64, idx2]);
                    let v = b.load(TypeId::FLOAT, c);
                    x = b.binary(BinaryOp::FMul, x, v);
                    count += 5;
                }
                2 => {
                    let t = b.cast(CastOp::Trunc, idx2, TypeId::I32);
                    let c = b.icmp(IntPredicate::Slt, t, n);
                    let f = b.cast(CastOp::SIToFP, t, TypeId::FLOAT);
                    x = b.select(c, f, x);
                    count += 4;
                }
                3 if !devices.is_empty() => {
                    let callee = devices[rng.below(devices.len() as u64) as usize];
                    let generic = b.cast(CastOp::AddrSpaceCast, buf, TypeId::PTR);
                    let r = b
                        .call(callee, vec![generic, buf, n])
                        .expect("device functions return");
                    x = b.binary(BinaryOp::FSub, x, r);
                    count += 3;
                }
                4 => {
                    let g = b.gep(arr, GepFlags::INBOUNDS, Value::Const(gref), vec![z64, idx2]);
                    let v = b.load(TypeId::FLOAT, g);
                    let w = b.binary(BinaryOp::FMul, v, v);
                    b.store(w, g);
                    x = b.binary(BinaryOp::FAdd, x, w);
                    count += 5;
                }
                _ => {
                    let t = b.cast(CastOp::Trunc, idx2, TypeId::I32);
                    let s = b.binary(BinaryOp::Shl, t, three);
                    let a = b.binary(BinaryOp::Xor, s, n);
                    let f = b.cast(CastOp::UIToFP, a, TypeId::FLOAT);
                    x = b.binary(BinaryOp::FAdd, x, f);
                    count += 5;
                }
            }
        }
        let one = b.iconst(TypeId::I32, 1);
        let next = b.binary(BinaryOp::Add, i, one);
        let done = b.icmp(IntPredicate::Sge, next, n);
        b.add_incoming(i, next, head);
        b.add_incoming(acc, x, head);
        b.cond_br(done, exit, head);
        b.switch_to_block(exit);
        if is_kernel {
            b.store(x, buf);
            b.ret(None);
        } else {
            b.ret(Some(x));
            devices.push(fid);
        }
    }
    m
}

/// The interpreter's benchmark kernels, `(name, module text)`; each file's `; launch:` line says
/// how to run it.
pub const KERNELS: &[(&str, &str)] = &[
    ("loop", include_str!("../kernels/loop.ll")),
    ("calls", include_str!("../kernels/calls.ll")),
];

/// A benchmark kernel's module and launch.
pub fn kernel(text: &str) -> anyhow::Result<(seam::ir::Module, seam_oracle::Launch)> {
    let m = seam::text::parse_module(text).map_err(|e| anyhow::anyhow!("{e}"))?;
    let line = seam_oracle::launch_lines(text)
        .into_iter()
        .next()
        .ok_or_else(|| anyhow::anyhow!("no '; launch:' line"))?;
    let launch = line
        .launch
        .map_err(|e| anyhow::anyhow!("line {}: {e}", line.line))?;
    Ok((m, launch))
}

/// Makes mimalloc (the benches' global allocator, as it is the `seam` binary's) keep the
/// memory freed between runs for reuse, instead of handing it back to the kernel a while after
/// it is freed (its `purge_delay`, 1,000 ms by default in mimalloc 3): later runs then refault
/// it, and the kernel zeroes it again. Measured on the outliner's scaling modules (criterion,
/// two threads): 27, 63 and 115 ms at 1×, 2× and 4× in one run, noisy, with the kernel's
/// `clear_page_erms` near half of a profile; 24, 47 and 94 ms with freed memory kept
/// (`MIMALLOC_PURGE_DELAY=-1` in the environment does the same). A bench that calls this
/// measures the code rather than the allocator's policy; `docs/outliner.md` gives both.
/// Returns the previous setting.
pub fn keep_freed_memory() -> std::ffi::c_long {
    use std::ffi::{c_int, c_long};
    // Links mimalloc (the C library the `mimalloc` crate builds) where nothing else does.
    use mimalloc as _;
    // `mi_option_purge_delay` in mimalloc 2's and 3's `mi_option_e` (the libmimalloc-sys the
    // `mimalloc` crate builds); its default is 10 (ms), -1 never purges.
    const PURGE_DELAY: c_int = 15;
    unsafe extern "C" {
        fn mi_option_get(option: c_int) -> c_long;
        fn mi_option_set(option: c_int, value: c_long);
    }
    // SAFETY: both take and return plain integers; mimalloc reads options at any time.
    unsafe {
        let was = mi_option_get(PURGE_DELAY);
        mi_option_set(PURGE_DELAY, -1);
        was
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synthetic_modules_verify_and_are_deterministic() {
        let m = synthetic_module(16, 60, 7);
        seam::verify::verify_module(&m).unwrap();
        let a = seam::text::print_module(&m);
        let b = seam::text::print_module(&synthetic_module(16, 60, 7));
        assert_eq!(a, b);
        let n = m.inst_count();
        assert!((16 * 50..16 * 70).contains(&n), "{n}");
        // The text reads back to the same module.
        let again = seam::text::parse_module(&a).unwrap();
        assert_eq!(seam::text::print_module(&again), a);
    }

    #[test]
    fn benchmark_kernels_complete() {
        for (name, text) in KERNELS {
            let (m, mut launch) = kernel(text).unwrap();
            // A short trip count keeps the debug-build test quick.
            if let Some(seam_oracle::ArgValue::Int { value, .. }) = launch.args.last_mut() {
                *value = 20;
            }
            let limits = seam_oracle::Limits::default();
            let outcome = seam_oracle::run(&m, &launch, limits).unwrap();
            let seam_oracle::Outcome::Completed(obs) = outcome else {
                panic!("{name}: {outcome}")
            };
            let out = obs.get("out").expect("an output buffer");
            assert!(out.bytes.iter().any(|&b| b != 0), "{name} wrote nothing");
        }
    }

    #[test]
    fn freed_memory_is_kept_once_asked() {
        super::keep_freed_memory();
        // The option reads back as set: -1, never purge.
        assert_eq!(super::keep_freed_memory(), -1);
    }
}
