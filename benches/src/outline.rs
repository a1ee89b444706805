//! Synthetic modules for the outliner bench: PTX with repeated templates or with little
//! repetition, and the same program as LLVM IR (for LLVM's MachineOutliner on AArch64, the
//! comparison the bench prints).
//!
//! Each function is straight-line blocks of *template instances*: a template is a chain of
//! integer operations (`add`, `mul`, `xor`, `shl`, `sub`, `and`, `or`) of 6 to 14 steps, each
//! with a constant; an instance applies it to a fresh input and stores the result, so nothing
//! is dead. With `repeated`, instances draw from 24 templates (so every template occurs
//! hundreds of times); without, every instance is a template of its own (constants and
//! operations drawn afresh): only short accidental repeats.

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const OPS: [&str; 7] = ["add", "mul", "xor", "shl", "sub", "and", "or"];

type Template = Vec<(usize, u32)>;

fn template(r: &mut Rng) -> Template {
    let n = 6 + r.below(9) as usize;
    (0..n)
        .map(|_| {
            let op = r.below(OPS.len() as u64) as usize;
            let c = if OPS[op] == "shl" {
                1 + r.below(7) as u32
            } else {
                1 + r.below(1000) as u32
            };
            (op, c)
        })
        .collect()
}

/// The program: per function, its instances (templates).
fn program(
    functions: usize,
    insts_per_function: usize,
    repeated: bool,
    seed: u64,
) -> Vec<Vec<Template>> {
    let mut r = Rng(seed);
    let library: Vec<Template> = (0..24).map(|_| template(&mut r)).collect();
    (0..functions)
        .map(|_| {
            let mut v = Vec::new();
            let mut n = 0;
            while n < insts_per_function {
                let t = if repeated {
                    library[r.below(library.len() as u64) as usize].clone()
                } else {
                    template(&mut r)
                };
                n += t.len() + 3;
                v.push(t);
            }
            v
        })
        .collect()
}

/// A PTX module of `functions` device functions of about `insts_per_function` instructions.
pub fn ptx_module(
    functions: usize,
    insts_per_function: usize,
    repeated: bool,
    seed: u64,
) -> String {
    let mut s = String::from(".version 8.0\n.target sm_90\n.address_size 64\n\n");
    for (f, instances) in program(functions, insts_per_function, repeated, seed)
        .iter()
        .enumerate()
    {
        let regs: usize = instances.iter().map(|t| t.len() + 2).sum::<usize>() + 2;
        s.push_str(&format!(
            ".visible .func f{f}(.param .b64 f{f}_param_0)\n{{\n\t.reg .b32 %r<{regs}>;\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [f{f}_param_0];\n\tmov.u32 %r0, %tid.x;\n"
        ));
        let mut next = 1usize;
        for (k, t) in instances.iter().enumerate() {
            let input = next;
            s.push_str(&format!("\tadd.s32 %r{input}, %r0, {k};\n"));
            next += 1;
            let mut prev = input;
            for &(op, c) in t {
                let ty = match OPS[op] {
                    "add" | "sub" => "s32",
                    "mul" => "lo.s32",
                    _ => "b32",
                };
                s.push_str(&format!("\t{}.{ty} %r{next}, %r{prev}, {c};\n", OPS[op]));
                prev = next;
                next += 1;
            }
            s.push_str(&format!("\tst.global.u32 [%rd1+{}], %r{prev};\n", 4 * k));
        }
        s.push_str("\tret;\n}\n\n");
    }
    s
}

/// The same program as LLVM IR (one `i32` chain per instance, stored through a pointer
/// argument), for `llc`.
pub fn ir_module(functions: usize, insts_per_function: usize, repeated: bool, seed: u64) -> String {
    let mut s = String::new();
    for (f, instances) in program(functions, insts_per_function, repeated, seed)
        .iter()
        .enumerate()
    {
        s.push_str(&format!(
            "define void @f{f}(ptr %out, i32 %x) noinline {{\nentry:\n"
        ));
        let mut next = 0usize;
        for (k, t) in instances.iter().enumerate() {
            let input = next;
            s.push_str(&format!("  %v{input} = add i32 %x, {k}\n"));
            next += 1;
            let mut prev = input;
            for &(op, c) in t {
                let op = OPS[op];
                s.push_str(&format!("  %v{next} = {op} i32 %v{prev}, {c}\n"));
                prev = next;
                next += 1;
            }
            s.push_str(&format!(
                "  %p{k} = getelementptr i32, ptr %out, i64 {k}\n  store volatile i32 %v{prev}, ptr %p{k}\n"
            ));
        }
        s.push_str("  ret void\n}\n\n");
    }
    s
}
