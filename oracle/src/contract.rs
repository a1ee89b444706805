//! Floating-point contraction, the freedom the `contract` flag gives a back end: an `fmul`
//! whose result an `fadd` or `fsub` uses may be fused with it into one fused multiply-add,
//! rounded once (`docs/semantics.md`, "Contraction").
//!
//! The IR interpreter computes what the IR says, each operation rounded. LLVM 19's NVPTX back
//! end fuses where both instructions allow it (the DAG combiner's `visitFADDForFMACombine`
//! and `visitFSUBForFMACombine`, aggressive on NVPTX: the multiply may have other uses), within
//! one basic block. [`contracted`] is the module with every such pair fused the way that
//! combiner fuses it; a launch's outcome on either module is one the back end may produce,
//! and a PTX outcome that neither explains is still a disagreement.
//!
//! The pairs, where `fmul` and `fadd`/`fsub` both carry `contract` (or `fast`) and the
//! `fmul` is in the same block:
//! - `fadd (fmul a, b), c` and `fadd c, (fmul a, b)` → `fma(a, b, c)`; when both operands are
//!   such multiplies, the one with fewer uses (the first when as many) is fused;
//! - `fsub (fmul a, b), c` → `fma(a, b, -c)`;
//! - `fsub c, (fmul a, b)` → `fma(-a, b, c)`.
//!
//! The other freedoms, `reassoc`, `arcp` and `afn` (clang's `-ffast-math`), let the back end
//! reassociate, divide by reciprocals and approximate functions: results no enumeration of
//! choices gives. A module that carries one on any instruction, or a function marked
//! `"unsafe-fp-math"="true"` or `"approx-func-fp-math"="true"` ([`fast_math_freedom`]), has its
//! float results left uncompared: an outcome that differs from the IR interpreter's only in
//! `f32`/`f64` elements of its buffers is accepted ([`differs_only_in_floats`]); an outcome of
//! another kind, a different size, or an integer element that differs is still a
//! disagreement.

use std::collections::HashMap;

use seam::ir::builder::declare_intrinsic;
use seam::ir::{
    AttrSetId, BinaryOp, Block, CallConv, CallData, FastMath, FuncId, Inst, InstData, Intrinsic,
    Module, OverloadTy, TailKind, TypeId, Value,
};

/// What one rewrite does: the add or subtract `at` in `block` becomes `fma(a, b, c)`, with
/// `neg_a` / `neg_c` negated first.
struct Fuse {
    block: Block,
    at: Inst,
    ty: TypeId,
    a: Value,
    b: Value,
    c: Value,
    neg_a: bool,
    neg_c: bool,
}

/// `m` with every contractable `fmul`/`fadd` or `fmul`/`fsub` pair fused, as LLVM 19's NVPTX
/// back end fuses them; `None` when `m` has none.
pub fn contracted(m: &Module) -> Option<Module> {
    let plan: Vec<(FuncId, Vec<Fuse>)> = m
        .functions
        .iter()
        .filter_map(|(f, func)| {
            let body = func.body.as_ref()?;
            let fuses = pairs(body);
            (!fuses.is_empty()).then_some((f, fuses))
        })
        .collect();
    if plan.is_empty() {
        return None;
    }
    let mut out = m.clone();
    for (f, fuses) in plan {
        for fuse in fuses {
            let Some(ov) = OverloadTy::of_type(&out.types, fuse.ty) else {
                continue;
            };
            let fma = declare_intrinsic(&mut out, Intrinsic::Fma, &[ov]);
            let (callee, fn_ty) = (out.func_ref(fma), out.functions[fma].ty);
            let body = out.functions[f].body.as_mut().expect("a body");
            let neg = |v: Value, body: &mut seam::ir::Body| {
                let i = body.create_inst(
                    InstData::FNeg {
                        fmf: FastMath::NONE,
                        arg: v,
                    },
                    fuse.ty,
                );
                let pos = body.blocks[fuse.block]
                    .insts
                    .iter()
                    .position(|&x| x == fuse.at)
                    .expect("the add is in its block");
                body.blocks[fuse.block].insts.insert(pos, i);
                i.value()
            };
            let a = if fuse.neg_a {
                neg(fuse.a, body)
            } else {
                fuse.a
            };
            let c = if fuse.neg_c {
                neg(fuse.c, body)
            } else {
                fuse.c
            };
            body.insts[fuse.at].data = InstData::Call(Box::new(CallData {
                callee,
                fn_ty,
                args: vec![a, fuse.b, c],
                arg_attrs: vec![AttrSetId::EMPTY; 3],
                ret_attrs: AttrSetId::EMPTY,
                fn_attrs: AttrSetId::EMPTY,
                cc: CallConv::C,
                tail: TailKind::None,
                fmf: FastMath::NONE,
            }));
        }
    }
    Some(out)
}

/// The IR interpreter's outcome of launch `l` on `m` with its contractable pairs fused
/// ([`contracted`]): the other result the back end was allowed to produce; `None` when `m`
/// has no pair or the run fails. `fused` caches the contracted module (`Some(None)`: no pair)
/// across the launches of one module.
pub fn contracted_outcome(
    m: &Module,
    fused: &mut Option<Option<Module>>,
    l: &crate::Launch,
    limits: crate::Limits,
) -> Option<crate::Outcome> {
    let cm = fused.get_or_insert_with(|| contracted(m)).as_ref()?;
    crate::run(cm, l, limits).ok()
}

/// Whether `got` (the outcome of launch `l` of `m`'s compiled code) is what the IR
/// interpreter observes on `m` with its contractable pairs fused ([`contracted_outcome`]).
pub fn explained_by_contraction(
    m: &Module,
    fused: &mut Option<Option<Module>>,
    l: &crate::Launch,
    got: &crate::Outcome,
    limits: crate::Limits,
) -> bool {
    contracted_outcome(m, fused, l, limits).is_some_and(|o| crate::compare(&o, got).is_same())
}

/// Whether `m` carries `reassoc`, `arcp` or `afn` on an instruction (`fast` included): the
/// freedoms beyond contraction that the oracles do not enumerate.
pub fn fast_math_freedom(m: &Module) -> bool {
    let free = |f: FastMath| {
        !f.intersect(FastMath::REASSOC.union(FastMath::ARCP).union(FastMath::AFN))
            .is_empty()
    };
    // clang's `-ffast-math` also marks functions, and LLVM's NVPTX back end then divides and
    // takes roots approximately whatever the instructions' flags.
    let unsafe_fn = |f: &seam::ir::Function| {
        m.attrs.get(f.attrs).iter().any(|a| {
            matches!(a, seam::ir::Attribute::Str { key, value }
                if matches!(&**key, "unsafe-fp-math" | "approx-func-fp-math")
                    && value.as_deref() == Some("true"))
        })
    };
    if m.functions
        .values()
        .any(|f| f.body.is_some() && unsafe_fn(f))
    {
        return true;
    }
    m.functions
        .values()
        .filter_map(|f| f.body.as_ref())
        .any(|body| {
            body.inst_order().any(|(_, i)| {
                let d = &body.insts[i].data;
                if let InstData::Binary { op, flags, .. } = d {
                    return op.is_float() && free(FastMath::from_bits(*flags));
                }
                if let InstData::Call(c) = d {
                    return free(c.fmf);
                }
                if let InstData::FNeg { fmf, .. }
                | InstData::FCmp { fmf, .. }
                | InstData::Select { fmf, .. }
                | InstData::Phi { fmf, .. } = d
                {
                    return free(*fmf);
                }
                false
            })
        })
}

/// Whether `got` differs from `expected` only in float elements (`f32`, `f64`) of buffers
/// both have: both completed, the same buffers of the same sizes, every other element equal.
pub fn differs_only_in_floats(expected: &crate::Outcome, got: &crate::Outcome) -> bool {
    use crate::outcome::Elem;
    let (crate::Outcome::Completed(a), crate::Outcome::Completed(b)) = (expected, got) else {
        return false;
    };
    let names: std::collections::BTreeSet<&str> = a
        .entries
        .iter()
        .chain(&b.entries)
        .map(|o| o.name.as_str())
        .collect();
    names
        .into_iter()
        .all(|name| match (a.get(name), b.get(name)) {
            (Some(x), Some(y)) => {
                x.bytes == y.bytes
                    || (x.bytes.len() == y.bytes.len() && matches!(x.elem, Elem::F32 | Elem::F64))
            }
            (Some(x), None) => x.unchanged || x.local,
            (None, Some(y)) => y.unchanged || y.local,
            (None, None) => true,
        })
}

/// Whether `got` (an outcome of launch `l` of `m`'s compiled code) is one the back end was
/// allowed to produce where the IR interpreter observed `expected`: the fused module's
/// outcome ([`explained_by_contraction`]), or, for a module with a fast-math freedom, any
/// outcome that differs only in float results ([`differs_only_in_floats`]).
pub fn allowed(
    m: &Module,
    fused: &mut Option<Option<Module>>,
    l: &crate::Launch,
    expected: &crate::Outcome,
    got: &crate::Outcome,
    limits: crate::Limits,
) -> bool {
    (fast_math_freedom(m) && differs_only_in_floats(expected, got))
        || explained_by_contraction(m, fused, l, got, limits)
}

fn contract(flags: u8) -> bool {
    FastMath::from_bits(flags).contains(FastMath::CONTRACT)
}

/// The fusions of one body.
fn pairs(body: &seam::ir::Body) -> Vec<Fuse> {
    let blocks = body.inst_blocks();
    let mut uses: HashMap<Inst, usize> = HashMap::new();
    for (_, i) in body.inst_order() {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Inst(d) = v {
                *uses.entry(d).or_default() += 1;
            }
        });
    }
    // A contractable multiply in `block`: its operands.
    let mul = |v: Value, block: Block| -> Option<(Value, Value, usize)> {
        let Value::Inst(d) = v else { return None };
        if blocks[d] != Some(block) {
            return None;
        }
        let InstData::Binary {
            op: BinaryOp::FMul,
            flags,
            lhs,
            rhs,
        } = body.insts[d].data
        else {
            return None;
        };
        contract(flags).then(|| (lhs, rhs, uses.get(&d).copied().unwrap_or(0)))
    };
    let mut out = Vec::new();
    for (block, i) in body.inst_order() {
        let InstData::Binary {
            op,
            flags,
            lhs,
            rhs,
        } = body.insts[i].data
        else {
            continue;
        };
        if !contract(flags) || !matches!(op, BinaryOp::FAdd | BinaryOp::FSub) {
            continue;
        }
        let ty = body.insts[i].ty;
        let fuse = |a: Value, b: Value, c: Value, neg_a: bool, neg_c: bool| Fuse {
            block,
            at: i,
            ty,
            a,
            b,
            c,
            neg_a,
            neg_c,
        };
        let (l, r) = (mul(lhs, block), mul(rhs, block));
        let f = match (op, l, r) {
            // Both multiplies: the one with fewer uses, the first when as many.
            (BinaryOp::FAdd, Some((a, b, nl)), Some((x, y, nr))) => Some(if nr < nl {
                fuse(x, y, lhs, false, false)
            } else {
                fuse(a, b, rhs, false, false)
            }),
            (BinaryOp::FAdd, Some((a, b, _)), None) => Some(fuse(a, b, rhs, false, false)),
            (BinaryOp::FAdd, None, Some((a, b, _))) => Some(fuse(a, b, lhs, false, false)),
            (BinaryOp::FSub, Some((a, b, _)), _) => Some(fuse(a, b, rhs, false, true)),
            (BinaryOp::FSub, None, Some((a, b, _))) => Some(fuse(a, b, lhs, true, false)),
            _ => None,
        };
        out.extend(f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Launch, Limits, compare, parse_launch, run};

    /// `x * x + c` where the unfused and the fused results differ in the last bit:
    /// `x = 1 + 2^-12`, `c = -(1 + 2^-11)`: the product's exact `2^-24` is rounded away
    /// unfused (0.0) and kept fused (`2^-24`).
    const TEXT: &str = r#"
define ptx_kernel void @k(ptr addrspace(1) %out, float %x, float %c) {
  %m = fmul contract float %x, %x
  %s = fadd contract float %m, %c
  store float %s, ptr addrspace(1) %out
  %t = fsub contract float %c, %m
  %o = getelementptr float, ptr addrspace(1) %out, i64 1
  store float %t, ptr addrspace(1) %o
  ret void
}
"#;

    #[test]
    fn fast_math_freedoms_are_reassoc_arcp_and_afn_not_contract() {
        let plain = seam::text::parse_module(TEXT).unwrap();
        assert!(
            !fast_math_freedom(&plain),
            "contract alone is enumerated, not free"
        );
        for flag in ["reassoc", "arcp", "afn", "fast"] {
            let text = TEXT.replace("fadd contract", &format!("fadd {flag}"));
            let m = seam::text::parse_module(&text).unwrap();
            assert!(fast_math_freedom(&m), "{flag}");
        }
        let call = "declare float @llvm.sqrt.f32(float)\n\
            define ptx_kernel void @k(ptr addrspace(1) %out, float %x) {\n\
              %s = call afn float @llvm.sqrt.f32(float %x)\n\
              store float %s, ptr addrspace(1) %out\n\
              ret void\n\
            }\n";
        assert!(fast_math_freedom(&seam::text::parse_module(call).unwrap()));
        // A function marked unsafe-fp-math, with no flag on its instructions.
        let marked = TEXT
            .replace(
                "ret void\n}",
                "ret void\n}\nattributes #0 = { \"unsafe-fp-math\"=\"true\" }",
            )
            .replace("float %c) {", "float %c) #0 {");
        assert!(
            fast_math_freedom(&seam::text::parse_module(&marked).unwrap()),
            "{marked}"
        );
        let unmarked = marked.replace(
            "\"unsafe-fp-math\"=\"true\"",
            "\"unsafe-fp-math\"=\"false\"",
        );
        assert!(!fast_math_freedom(
            &seam::text::parse_module(&unmarked).unwrap()
        ));
    }

    #[test]
    fn only_float_results_may_differ_under_fast_math() {
        use crate::outcome::{Elem, Observations, Observed};
        let obs = |elem: Elem, bytes: Vec<u8>| {
            crate::Outcome::Completed(Observations {
                entries: vec![Observed {
                    name: "out".into(),
                    elem,
                    bytes,
                    unchanged: false,
                    local: false,
                }],
                benign_races: 0,
            })
        };
        let (one, two) = (1f32.to_le_bytes().to_vec(), 2f32.to_le_bytes().to_vec());
        assert!(differs_only_in_floats(
            &obs(Elem::F32, one.clone()),
            &obs(Elem::F32, two.clone())
        ));
        // An integer buffer, a size, or an ending that differs is still a difference.
        assert!(!differs_only_in_floats(
            &obs(Elem::I32, one.clone()),
            &obs(Elem::I32, two)
        ));
        assert!(!differs_only_in_floats(
            &obs(Elem::F32, one.clone()),
            &obs(Elem::F32, [one.clone(), one.clone()].concat())
        ));
        let trap = crate::Outcome::OutOfFuel;
        assert!(!differs_only_in_floats(&obs(Elem::F32, one), &trap));
    }

    fn launch() -> Launch {
        parse_launch("@k (out=f32[2] zero, float 0x3F800800, float 0xBF801000)").unwrap()
    }

    #[test]
    fn a_contractable_pair_is_fused_and_the_results_differ() {
        let m = seam::text::parse_module(TEXT).unwrap();
        let fused = contracted(&m).expect("two pairs");
        let text = seam::text::print_module(&fused);
        assert_eq!(text.matches("@llvm.fma.f32(").count(), 3, "{text}");
        assert!(text.contains("fneg float %x"), "{text}");
        seam::verify::verify_module(&fused).unwrap();
        let plain = run(&m, &launch(), Limits::default()).unwrap();
        let fast = run(&fused, &launch(), Limits::default()).unwrap();
        assert!(!compare(&plain, &fast).is_same(), "{plain:?} {fast:?}");
    }

    #[test]
    fn without_contract_on_both_or_across_blocks_nothing_is_fused() {
        for text in [
            TEXT.replace("fmul contract", "fmul"),
            TEXT.replace("fadd contract", "fadd")
                .replace("fsub contract", "fsub"),
            TEXT.replace("  %s = fadd", "  br label %next\nnext:\n  %s = fadd"),
        ] {
            let m = seam::text::parse_module(&text).unwrap();
            let fused = contracted(&m);
            let n = fused.as_ref().map_or(0, |f| {
                seam::text::print_module(f)
                    .matches("@llvm.fma.f32(")
                    .count()
            });
            // The block split leaves the fsub (after the branch too) fusable with nothing.
            assert_eq!(n, 0, "{text}");
        }
    }
}
