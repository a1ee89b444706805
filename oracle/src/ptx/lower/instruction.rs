//! Each PTX instruction to its op ([`FuncLowering::inst`]): moves and special registers,
//! integer and floating-point arithmetic, comparisons and selections, conversions, memory
//! (`ld`, `st`, atomics, `cvta`, `alloca`), branches and calls (the `.param` call ABI),
//! barriers and warp-synchronous operations (`shfl`, `vote`, `match`, `redux`). An
//! instruction the interpreter does not implement gives a message here, which the walk of
//! `function.rs` makes an [`Op::Unsupported`] (an error only if it runs).
//!
//! Not here: resolving names and operands (`function.rs`).

use super::function::{FuncLowering, Lowered};
use super::*;

impl FuncLowering<'_> {
    pub(super) fn inst(&mut self, i: &Instruction) -> Lowered {
        let others: Vec<&str> = i
            .modifiers
            .iter()
            .filter_map(|m| match m {
                Modifier::Other(s) => Some(s.as_str()),
                Modifier::Space(_) | Modifier::Type(_) | Modifier::Vector(_) => None,
            })
            .collect();
        let types: Vec<ScalarType> = i.types().collect();
        let ty0 = types.first().copied();
        let ops = &i.operands;
        let n = ops.len();
        let need = |k: usize| -> Result<(), String> {
            if n == k {
                Ok(())
            } else {
                Err(format!("{k} operands expected, {n} given"))
            }
        };
        let t = |st: Option<ScalarType>| -> Result<(ScalarType, Ty), String> {
            let st = st.ok_or("no type")?;
            Ok((st, ty_of(st).ok_or_else(|| format!("type .{}", st.name()))?))
        };
        let has = |s: &str| others.contains(&s);
        let ftz = has("ftz");
        let sat = has("sat");
        match i.opcode.as_str() {
            "mov" => {
                let (st, ty) = t(ty0)?;
                need(2)?;
                match (&ops[0], &ops[1]) {
                    (Operand::Vector(parts), src) => {
                        let part = (ty.bits as usize / parts.len().max(1)) as u8;
                        let ds = parts
                            .iter()
                            .map(|p| match p {
                                Operand::Sink => Ok(None),
                                p @ Operand::Reg(_)
                                | p @ Operand::Not(_)
                                | p @ Operand::Pair(..)
                                | p @ Operand::Imm(_)
                                | p @ Operand::Sym { .. }
                                | p @ Operand::Addr(_)
                                | p @ Operand::Indexed(_)
                                | p @ Operand::Vector(_)
                                | p @ Operand::List(_) => self.dst(p).map(Some),
                            })
                            .collect::<Result<_, _>>()?;
                        Ok(Op::Unpack {
                            ds,
                            a: self.src(src, st)?,
                            part,
                        })
                    }
                    (d, Operand::Vector(parts)) => {
                        let part = (ty.bits as usize / parts.len().max(1)) as u8;
                        let parts = parts
                            .iter()
                            .map(|p| self.src(p, ScalarType::B64))
                            .collect::<Result<_, _>>()?;
                        Ok(Op::Pack {
                            d: self.dst(d)?,
                            parts,
                            part,
                        })
                    }
                    // Clusters are of one block, never named by the launch.
                    (d, Operand::Reg(r)) if r == "%is_explicit_cluster" => Ok(Op::Mov {
                        d: self.dst(d)?,
                        a: Src::Imm(0),
                        bits: 1,
                    }),
                    (d, Operand::Reg(r)) if sreg(r).is_some() => Ok(Op::Sreg {
                        d: self.dst(d)?,
                        s: sreg(r).expect("checked"),
                    }),
                    (d, Operand::Reg(r)) if r.starts_with('%') && self.reg_lookup(r).is_none() => {
                        let _ = d;
                        Err(format!("special register {r}"))
                    }
                    (d, Operand::Sym { name, offset }) => Ok(Op::Addr {
                        d: self.dst(d)?,
                        sym: self.sym(name)?,
                        off: *offset,
                    }),
                    (d, a) => Ok(Op::Mov {
                        d: self.dst(d)?,
                        a: self.src(a, st)?,
                        bits: ty.bits,
                    }),
                }
            }
            // Packed 16-bit integer arithmetic (PTX 8.0, sm_90): libNVVM writes `add.s16x2` for
            // `<2 x i16>` additions.
            "add" | "sub" | "min" | "max" if ty0.is_none() && (has("s16x2") || has("u16x2")) => {
                need(3)?;
                let signed = has("s16x2");
                let half = if signed {
                    ScalarType::S16
                } else {
                    ScalarType::U16
                };
                let (_, ty) = t(Some(half))?;
                let op = match (i.opcode.as_str(), sat) {
                    ("add", false) => IBin::Add,
                    ("add", true) if signed => IBin::AddSat,
                    ("sub", false) => IBin::Sub,
                    ("min", false) => IBin::Min,
                    ("max", false) => IBin::Max,
                    (o, _) => return Err(format!("{o} on 16x2 with these modifiers")),
                };
                Ok(Op::IBinX2 {
                    op,
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], ScalarType::B32)?,
                    b: self.src(&ops[2], ScalarType::B32)?,
                })
            }
            "add" | "sub" | "mul" | "mul24" | "div" | "rem" | "and" | "or" | "xor" | "shl"
            | "shr" | "min" | "max" | "copysign" | "addc" | "subc" => {
                let (st, ty) = t(ty0)?;
                need(3)?;
                let d = self.dst(&ops[0])?;
                let shift = matches!(i.opcode.as_str(), "shl" | "shr");
                let a = self.src(&ops[1], st)?;
                let b = self.src(&ops[2], if shift { ScalarType::U32 } else { st })?;
                if ty.is_float() {
                    let op = match i.opcode.as_str() {
                        "add" => FBin::Add,
                        "sub" => FBin::Sub,
                        "mul" => FBin::Mul,
                        "div" => FBin::Div,
                        "min" if has("NaN") => FBin::MinNan,
                        "max" if has("NaN") => FBin::MaxNan,
                        "min" => FBin::Min,
                        "max" => FBin::Max,
                        "copysign" => FBin::Copysign,
                        o => return Err(format!("{o} on floats")),
                    };
                    let rnd = rounding(&has);
                    if rnd != Rnd::Rn
                        && (ty.half().is_some()
                            || !matches!(op, FBin::Add | FBin::Sub | FBin::Mul | FBin::Div))
                    {
                        return Err("a rounding mode other than .rn here".into());
                    }
                    return Ok(Op::FBin {
                        op,
                        ty,
                        ftz,
                        sat,
                        rnd,
                        d,
                        a,
                        b,
                    });
                }
                let with_carry = matches!(i.opcode.as_str(), "addc" | "subc");
                if has("cc") || with_carry {
                    let sub = match i.opcode.as_str() {
                        "add" | "addc" => false,
                        "sub" | "subc" => true,
                        o => return Err(format!("carry flags on {o}")),
                    };
                    if ty.bits != 32 && ty.bits != 64 {
                        return Err("carry flags on a type other than 32 or 64 bits".into());
                    }
                    return Ok(Op::Carry {
                        sub,
                        cin: with_carry,
                        cout: has("cc"),
                        bits: ty.bits,
                        d,
                        a,
                        b,
                    });
                }
                let op = match i.opcode.as_str() {
                    "add" if sat => IBin::AddSat,
                    "sub" if sat => IBin::SubSat,
                    "add" => IBin::Add,
                    "sub" => IBin::Sub,
                    "mul" if has("hi") => IBin::MulHi,
                    "mul" if has("wide") => IBin::MulWide,
                    "mul" => IBin::MulLo,
                    "mul24" if has("lo") => IBin::Mul24Lo,
                    "div" => IBin::Div,
                    "rem" => IBin::Rem,
                    "and" => IBin::And,
                    "or" => IBin::Or,
                    "xor" => IBin::Xor,
                    "shl" => IBin::Shl,
                    "shr" => IBin::Shr,
                    "min" => IBin::Min,
                    "max" => IBin::Max,
                    o => return Err(format!("{o} on integers")),
                };
                if matches!(op, IBin::AddSat | IBin::SubSat)
                    && ty
                        != (Ty {
                            kind: Kind::S,
                            bits: 32,
                        })
                {
                    return Err("saturation on a type other than .s32".into());
                }
                if has("relu") {
                    return Err(".relu".into());
                }
                Ok(Op::IBin { op, ty, d, a, b })
            }
            "mad" | "fma" | "madc" => {
                let (st, ty) = t(ty0)?;
                need(4)?;
                let d = self.dst(&ops[0])?;
                if ty.is_float() {
                    let rnd = rounding(&has);
                    if rnd != Rnd::Rn && ty.half().is_some() {
                        return Err("a rounding mode other than .rn on 16-bit floats".into());
                    }
                    return Ok(Op::Fma {
                        ty,
                        ftz,
                        sat,
                        rnd,
                        d,
                        a: self.src(&ops[1], st)?,
                        b: self.src(&ops[2], st)?,
                        c: self.src(&ops[3], st)?,
                    });
                }
                let op = if has("hi") {
                    ITer::MadHi
                } else if has("wide") {
                    ITer::MadWide
                } else {
                    ITer::MadLo
                };
                if i.opcode == "madc" || has("cc") {
                    // mad{c}.{lo,hi}{.cc}: the product's half plus c (plus the carry flag
                    // for madc), the carry out kept with .cc.
                    if op == ITer::MadWide || has("sat") || !(ty.bits == 32 || ty.bits == 64) {
                        return Err("carry flags on mad.wide, mad.sat or a 16-bit mad".into());
                    }
                    return Ok(Op::MadCarry {
                        hi: op == ITer::MadHi,
                        signed: ty.kind == Kind::S,
                        cin: i.opcode == "madc",
                        cout: has("cc"),
                        bits: ty.bits,
                        d,
                        a: self.src(&ops[1], st)?,
                        b: self.src(&ops[2], st)?,
                        c: self.src(&ops[3], st)?,
                    });
                }
                if has("sat") {
                    return Err("mad with .sat".into());
                }
                let ct = if op == ITer::MadWide { wide(st) } else { st };
                Ok(Op::ITer {
                    op,
                    ty,
                    d,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    c: self.src(&ops[3], ct)?,
                })
            }
            "bfe" | "prmt" | "shf" => {
                let (st, ty) = t(ty0)?;
                need(4)?;
                let op = match i.opcode.as_str() {
                    "bfe" => ITer::Bfe,
                    "prmt" if others.is_empty() => ITer::Prmt,
                    "prmt" => return Err("prmt modes".into()),
                    _ if has("l") => ITer::ShfL {
                        clamp: has("clamp"),
                    },
                    _ => ITer::ShfR {
                        clamp: has("clamp"),
                    },
                };
                let bt = if op == ITer::Bfe { ScalarType::U32 } else { st };
                Ok(Op::ITer {
                    op,
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], bt)?,
                    c: self.src(&ops[3], ScalarType::U32)?,
                })
            }
            "bfi" => {
                let (st, ty) = t(ty0)?;
                need(5)?;
                Ok(Op::Bfi {
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    c: self.src(&ops[3], ScalarType::U32)?,
                    e: self.src(&ops[4], ScalarType::U32)?,
                })
            }
            "not" | "cnot" | "neg" | "abs" | "popc" | "clz" | "brev" | "bfind" | "sqrt" | "rcp"
            | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" => {
                let (st, ty) = t(ty0)?;
                need(2)?;
                let d = self.dst(&ops[0])?;
                let a = self.src(&ops[1], st)?;
                if ty.is_float() {
                    let op = match i.opcode.as_str() {
                        "neg" => FUn::Neg,
                        "abs" => FUn::Abs,
                        "sqrt" => FUn::Sqrt,
                        "rcp" => FUn::Rcp,
                        "rsqrt" => FUn::Rsqrt,
                        "ex2" | "lg2" | "sin" | "cos" if ty.bits == 32 && ty.half().is_none() => {
                            use crate::approx::Approx;
                            FUn::Approx(match i.opcode.as_str() {
                                "ex2" => Approx::Ex2,
                                "lg2" => Approx::Lg2,
                                "sin" => Approx::Sin,
                                _ => Approx::Cos,
                            })
                        }
                        o => return Err(format!("{o} on floats")),
                    };
                    let rnd = rounding(&has);
                    if rnd != Rnd::Rn {
                        if ty.half().is_some() {
                            return Err("a rounding mode other than .rn on 16-bit floats".into());
                        }
                        match op {
                            FUn::Sqrt => {
                                let op = FUn::SqrtDirected(rnd);
                                return Ok(Op::FUn { op, ty, ftz, d, a });
                            }
                            // rcp.MODE x is 1 / x rounded by MODE.
                            FUn::Rcp => {
                                let one = if ty.double() {
                                    1f64.to_bits()
                                } else {
                                    u64::from(1f32.to_bits())
                                };
                                return Ok(Op::FBin {
                                    op: FBin::Div,
                                    ty,
                                    ftz,
                                    sat: false,
                                    rnd,
                                    d,
                                    a: Src::Imm(one),
                                    b: a,
                                });
                            }
                            FUn::Neg
                            | FUn::Abs
                            | FUn::Rsqrt
                            | FUn::Approx(_)
                            | FUn::SqrtDirected(_) => {
                                return Err("a rounding mode other than .rn here".into());
                            }
                        }
                    }
                    return Ok(Op::FUn { op, ty, ftz, d, a });
                }
                let op = match i.opcode.as_str() {
                    "not" => IUn::Not,
                    "cnot" => IUn::Cnot,
                    "neg" => IUn::Neg,
                    "abs" => IUn::Abs,
                    "popc" => IUn::Popc,
                    "clz" => IUn::Clz,
                    "brev" => IUn::Brev,
                    "bfind" if !has("shiftamt") => IUn::Bfind,
                    o => return Err(format!("{o} on integers")),
                };
                Ok(Op::IUn { op, ty, d, a })
            }
            "testp" => {
                let (st, ty) = t(ty0)?;
                need(2)?;
                let which = match others.first().copied() {
                    Some("finite") => TestP::Finite,
                    Some("infinite") => TestP::Infinite,
                    Some("number") => TestP::Number,
                    Some("notanumber") => TestP::NotANumber,
                    Some("normal") => TestP::Normal,
                    Some("subnormal") => TestP::Subnormal,
                    _ => return Err("testp class".into()),
                };
                Ok(Op::TestP {
                    t: which,
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                })
            }
            "setp" | "set" => {
                let set = i.opcode == "set";
                let (dst_st, set_ty) = if set {
                    let (d, dt) = t(ty0)?;
                    (Some(d), Some(dt))
                } else {
                    (None, None)
                };
                let src_t = if set { types.get(1).copied() } else { ty0 };
                let (st, ty) = t(src_t)?;
                let _ = dst_st;
                let cmp = others
                    .iter()
                    .find_map(|o| cmp_of(o))
                    .ok_or("no comparison")?;
                let comb = others.iter().find_map(|o| match *o {
                    "and" => Some(BoolOp::And),
                    "or" => Some(BoolOp::Or),
                    "xor" => Some(BoolOp::Xor),
                    _ => None,
                });
                let expect = if comb.is_some() { 4 } else { 3 };
                need(expect)?;
                let (p, q) = match &ops[0] {
                    Operand::Pair(p, q) => (Some(self.reg(p)?), Some(self.reg(q)?)),
                    Operand::Sink => (None, None),
                    o @ Operand::Reg(_)
                    | o @ Operand::Not(_)
                    | o @ Operand::Imm(_)
                    | o @ Operand::Sym { .. }
                    | o @ Operand::Addr(_)
                    | o @ Operand::Indexed(_)
                    | o @ Operand::Vector(_)
                    | o @ Operand::List(_) => (Some(self.dst(o)?), None),
                };
                let comb = match comb {
                    None => None,
                    Some(b) => Some(match &ops[3] {
                        Operand::Not(r) => (b, Src::Reg(self.reg(r)?), true),
                        o @ Operand::Reg(_)
                        | o @ Operand::Pair(..)
                        | o @ Operand::Imm(_)
                        | o @ Operand::Sym { .. }
                        | o @ Operand::Addr(_)
                        | o @ Operand::Indexed(_)
                        | o @ Operand::Vector(_)
                        | o @ Operand::List(_)
                        | o @ Operand::Sink => (b, self.src(o, ScalarType::Pred)?, false),
                    }),
                };
                Ok(Op::Setp {
                    cmp,
                    ty,
                    ftz,
                    p,
                    q,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    comb,
                    set_ty,
                })
            }
            "selp" => {
                let (st, ty) = t(ty0)?;
                need(4)?;
                Ok(Op::Selp {
                    bits: ty.bits,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    c: self.src(&ops[3], ScalarType::Pred)?,
                })
            }
            "cvt" if n == 3 => {
                let (dst, dt) = t(types.first().copied())?;
                let (sst, st) = t(types.get(1).copied())?;
                let half = if dst == ScalarType::F16x2 {
                    ScalarType::F16
                } else if dst == ScalarType::Bf16x2 {
                    ScalarType::Bf16
                } else {
                    return Err(format!("cvt of two operands to .{}", dst.name()));
                };
                if sst != ScalarType::F32
                    || !others.iter().all(|o| matches!(*o, "rn" | "ftz" | "sat"))
                {
                    return Err("a packing cvt other than .rn from .f32".into());
                }
                let _ = dt;
                Ok(Op::CvtPack {
                    dt: t(Some(half))?.1,
                    st,
                    round: Round::Nearest,
                    ftz,
                    sat,
                    d: self.dst(&ops[0])?,
                    hi: self.src(&ops[1], sst)?,
                    lo: self.src(&ops[2], sst)?,
                })
            }
            "cvt" => {
                need(2)?;
                let (_, dt) = t(types.first().copied())?;
                let (sst, st) = t(types.get(1).copied())?;
                let mut round = Round::Nearest;
                for o in &others {
                    round = match *o {
                        "rn" => Round::Nearest,
                        "rzi" => Round::ZeroInt,
                        "rni" => Round::NearestInt,
                        "rmi" => Round::DownInt,
                        "rpi" => Round::UpInt,
                        "rz" => Round::Directed(Rnd::Rz),
                        "rm" => Round::Directed(Rnd::Rm),
                        "rp" => Round::Directed(Rnd::Rp),
                        "rna" | "rs" => {
                            return Err(format!("rounding mode .{o}"));
                        }
                        "ftz" | "sat" => round,
                        "relu" | "satfinite" => return Err(format!(".{o}")),
                        _ => round,
                    };
                }
                // A narrowing or int-to-float conversion with no modifier is not valid PTX;
                // a float-to-int conversion must round to an integer.
                if st.is_float() && !dt.is_float() && round == Round::Nearest {
                    return Err("a float to integer conversion without .rzi/.rni/...".into());
                }
                if let Round::Directed(_) = round
                    && (!dt.is_float() || dt.half().is_some())
                {
                    return Err(format!(
                        "a directed rounding (.rz/.rm/.rp) to .{}{}",
                        match dt.kind {
                            Kind::U => "u",
                            Kind::S => "s",
                            Kind::F => "f",
                            Kind::F16 => "f16-",
                            Kind::BF16 => "bf16-",
                            Kind::Pred => "pred-",
                        },
                        dt.bits
                    ));
                }
                Ok(Op::Cvt {
                    dt,
                    st,
                    round,
                    ftz,
                    sat,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], sst)?,
                })
            }
            "cvta" => {
                need(2)?;
                let (st, ty) = t(ty0)?;
                let to = has("to");
                let space = space_of(i.space())?;
                if space.is_generic() {
                    return Err("cvta without a state space".into());
                }
                Ok(Op::Cvta {
                    to,
                    space,
                    bits: ty.bits,
                    d: self.dst(&ops[0])?,
                    a: match &ops[1] {
                        Operand::Sym { .. } => return Err("cvta of a symbol".into()),
                        o @ Operand::Reg(_)
                        | o @ Operand::Not(_)
                        | o @ Operand::Pair(..)
                        | o @ Operand::Imm(_)
                        | o @ Operand::Addr(_)
                        | o @ Operand::Indexed(_)
                        | o @ Operand::Vector(_)
                        | o @ Operand::List(_)
                        | o @ Operand::Sink => self.src(o, st)?,
                    },
                })
            }
            "alloca" => {
                let (st, ty) = t(ty0)?;
                if !matches!(st, ScalarType::U32 | ScalarType::U64) {
                    return Err("alloca of a type other than .u32 or .u64".into());
                }
                if ops.len() == 3 {
                    let pow2 = match &ops[2] {
                        Operand::Imm(Immediate::Int(v)) => u64::try_from(*v).ok(),
                        Operand::Imm(Immediate::UInt(v)) => Some(*v),
                        Operand::Imm(Immediate::F32(_) | Immediate::F64(_))
                        | Operand::Reg(_)
                        | Operand::Not(_)
                        | Operand::Pair(..)
                        | Operand::Sym { .. }
                        | Operand::Addr(_)
                        | Operand::Indexed(_)
                        | Operand::Vector(_)
                        | Operand::List(_)
                        | Operand::Sink => None,
                    }
                    .is_some_and(u64::is_power_of_two);
                    if !pow2 {
                        return Err("an alignment that is not a power of two".into());
                    }
                } else {
                    need(2)?;
                }
                Ok(Op::Alloca {
                    d: self.dst(&ops[0])?,
                    size: self.src(&ops[1], st)?,
                    bits: ty.bits,
                })
            }
            // The stack pointer as the IR interpreter models `llvm.stacksave`: allocations live
            // until their frame returns, so a saved pointer is a token (0) and a restore frees
            // nothing (docs/semantics.md).
            "stacksave" => {
                need(1)?;
                let (_, ty) = t(ty0)?;
                Ok(Op::Mov {
                    d: self.dst(&ops[0])?,
                    a: Src::Imm(0),
                    bits: ty.bits,
                })
            }
            "stackrestore" => {
                need(1)?;
                Ok(Op::Nop)
            }
            "mapa" => {
                need(3)?;
                let (st, _) = t(ty0)?;
                Ok(Op::Mapa {
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    rank: self.src(&ops[2], ScalarType::U32)?,
                })
            }
            "isspacep" => {
                need(2)?;
                let space = space_of(i.space())?;
                Ok(Op::IsSpacep {
                    space,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], ScalarType::U64)?,
                })
            }
            "ld" | "ldu" => {
                need(2)?;
                let (_, ty) = t(ty0)?;
                let space = space_of(i.space())?;
                let ds = match &ops[0] {
                    Operand::Vector(v) => v
                        .iter()
                        .map(|o| match o {
                            Operand::Sink => Ok(None),
                            o @ Operand::Reg(_)
                            | o @ Operand::Not(_)
                            | o @ Operand::Pair(..)
                            | o @ Operand::Imm(_)
                            | o @ Operand::Sym { .. }
                            | o @ Operand::Addr(_)
                            | o @ Operand::Indexed(_)
                            | o @ Operand::Vector(_)
                            | o @ Operand::List(_) => self.dst(o).map(Some),
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                    o @ Operand::Reg(_)
                    | o @ Operand::Not(_)
                    | o @ Operand::Pair(..)
                    | o @ Operand::Imm(_)
                    | o @ Operand::Sym { .. }
                    | o @ Operand::Addr(_)
                    | o @ Operand::Indexed(_)
                    | o @ Operand::List(_)
                    | o @ Operand::Sink => vec![Some(self.dst(o)?)],
                };
                if ds.len() != usize::from(i.vector()) {
                    return Err("vector width and operand count differ".into());
                }
                let (base, off) = self.address(&ops[1])?;
                Ok(Op::Ld {
                    space,
                    ty,
                    ds,
                    base,
                    off,
                    atomic: has("volatile") || has("relaxed") || has("acquire"),
                })
            }
            "st" => {
                need(2)?;
                let (st, ty) = t(ty0)?;
                let space = space_of(i.space())?;
                let srcs = match &ops[1] {
                    Operand::Vector(v) => v
                        .iter()
                        .map(|o| self.src(o, st))
                        .collect::<Result<Vec<_>, _>>()?,
                    o @ Operand::Reg(_)
                    | o @ Operand::Not(_)
                    | o @ Operand::Pair(..)
                    | o @ Operand::Imm(_)
                    | o @ Operand::Sym { .. }
                    | o @ Operand::Addr(_)
                    | o @ Operand::Indexed(_)
                    | o @ Operand::List(_)
                    | o @ Operand::Sink => vec![self.src(o, st)?],
                };
                if srcs.len() != usize::from(i.vector()) {
                    return Err("vector width and operand count differ".into());
                }
                let (base, off) = self.address(&ops[0])?;
                Ok(Op::St {
                    space,
                    ty,
                    srcs,
                    base,
                    off,
                    // LLVM 19 prints a monotonic atomic store as `st.volatile`: volatile and
                    // relaxed accesses are atomic for race detection.
                    atomic: has("volatile") || has("relaxed") || has("release"),
                    release: has("release") && !has("cta"),
                })
            }
            "atom" | "red" => {
                let red = i.opcode == "red";
                let (st, ty) = t(ty0)?;
                let space = space_of(i.space())?;
                let op = others
                    .iter()
                    .find_map(|o| {
                        Some(match *o {
                            "and" => AtomOp::And,
                            "or" => AtomOp::Or,
                            "xor" => AtomOp::Xor,
                            "exch" => AtomOp::Exch,
                            "add" => AtomOp::Add,
                            "inc" => AtomOp::Inc,
                            "dec" => AtomOp::Dec,
                            "min" => AtomOp::Min,
                            "max" => AtomOp::Max,
                            "cas" => AtomOp::Cas,
                            _ => return None,
                        })
                    })
                    .ok_or("no atomic operation")?;
                if i.vector() != 1 {
                    return Err("vector atomics".into());
                }
                let first = usize::from(!red);
                let want = first + if op == AtomOp::Cas { 3 } else { 2 };
                need(want)?;
                let d = if red { None } else { Some(self.dst(&ops[0])?) };
                let (base, off) = self.address(&ops[first])?;
                let b = self.src(&ops[first + 1], st)?;
                let c = if op == AtomOp::Cas {
                    self.src(&ops[first + 2], st)?
                } else {
                    Src::Imm(0)
                };
                Ok(Op::Atom {
                    op,
                    space,
                    ty,
                    d,
                    base,
                    off,
                    b,
                    c,
                    release: (has("release") || has("acq_rel")) && !has("cta"),
                })
            }
            "bra" => {
                need(1)?;
                let Operand::Sym { name, offset: 0 } = &ops[0] else {
                    return Err("a branch target that is not a label".into());
                };
                self.fixups.push((self.ops.len(), vec![name.to_string()]));
                Ok(Op::Bra { target: u32::MAX })
            }
            "call" => self.call(i),
            "ret" => Ok(Op::Ret),
            "exit" => Ok(Op::Exit),
            "trap" => Ok(Op::Trap),
            "bar" | "barrier" => {
                if has("warp") {
                    need(1)?;
                    return Ok(Op::Warp {
                        op: WarpOp::Sync,
                        d: None,
                        p: None,
                        args: [
                            self.src(&ops[0], ScalarType::B32)?,
                            Src::Imm(0),
                            Src::Imm(0),
                            Src::Imm(0),
                        ],
                        neg: false,
                    });
                }
                if has("red") {
                    // bar.red.OP.TYPE d, barrier{, count}, {!}p
                    let kind = if has("popc") {
                        BarrierRed::Popc
                    } else if has("and") {
                        BarrierRed::And
                    } else if has("or") {
                        BarrierRed::Or
                    } else {
                        return Err("a bar.red without popc, and or or".into());
                    };
                    if n < 3 {
                        return Err("bar.red needs a destination, a barrier and a predicate".into());
                    }
                    let (pred, neg) = self.pred_src(&ops[n - 1])?;
                    return Ok(Op::BarRed {
                        kind,
                        d: self.dst(&ops[0])?,
                        pred,
                        neg,
                    });
                }
                if has("arrive") {
                    return Err("bar.arrive".into());
                }
                if n >= 2 {
                    return Ok(Op::BarrierCount {
                        count: self.src(&ops[1], ScalarType::U32)?,
                    });
                }
                Ok(Op::Barrier)
            }
            "shfl" => {
                if !has("sync") {
                    return Err("shfl without .sync".into());
                }
                let mode = if has("up") {
                    ShflMode::Up
                } else if has("down") {
                    ShflMode::Down
                } else if has("bfly") {
                    ShflMode::Bfly
                } else if has("idx") {
                    ShflMode::Idx
                } else {
                    return Err("a shfl mode".into());
                };
                need(5)?;
                let (d, p) = match &ops[0] {
                    Operand::Pair(d, p) => (Some(self.reg(d)?), Some(self.reg(p)?)),
                    o @ (Operand::Reg(_)
                    | Operand::Not(_)
                    | Operand::Imm(_)
                    | Operand::Sym { .. }
                    | Operand::Addr(_)
                    | Operand::Indexed(_)
                    | Operand::Vector(_)
                    | Operand::List(_)
                    | Operand::Sink) => (Some(self.dst(o)?), None),
                };
                let b32 = ScalarType::B32;
                Ok(Op::Warp {
                    op: WarpOp::Shfl(mode),
                    d,
                    p,
                    args: [
                        self.src(&ops[4], b32)?,
                        self.src(&ops[1], b32)?,
                        self.src(&ops[2], b32)?,
                        self.src(&ops[3], b32)?,
                    ],
                    neg: false,
                })
            }
            "vote" => {
                if !has("sync") {
                    return Err("vote without .sync".into());
                }
                let mode = if has("ballot") {
                    VoteMode::Ballot
                } else if has("all") {
                    VoteMode::All
                } else if has("any") {
                    VoteMode::Any
                } else if has("uni") {
                    VoteMode::Uni
                } else {
                    return Err("a vote mode".into());
                };
                need(3)?;
                let (pred, neg) = self.pred_src(&ops[1])?;
                Ok(Op::Warp {
                    op: WarpOp::Vote(mode),
                    d: Some(self.dst(&ops[0])?),
                    p: None,
                    args: [
                        self.src(&ops[2], ScalarType::B32)?,
                        pred,
                        Src::Imm(0),
                        Src::Imm(0),
                    ],
                    neg,
                })
            }
            "match" => {
                let vt = match ty0 {
                    Some(t @ (ScalarType::B32 | ScalarType::B64)) => t,
                    _ => return Err("match on a type other than .b32 or .b64".into()),
                };
                if !has("sync") || !(has("any") || has("all")) {
                    return Err("match other than match.{any,all}.sync".into());
                }
                need(3)?;
                // match.all.sync.b32 d|p, a, mask: the predicate output is optional.
                let (d, p) = if let Operand::Pair(d, p) = &ops[0]
                    && has("all")
                {
                    (Some(self.reg(d)?), Some(self.reg(p)?))
                } else {
                    (Some(self.dst(&ops[0])?), None)
                };
                Ok(Op::Warp {
                    op: if has("all") {
                        WarpOp::MatchAll
                    } else {
                        WarpOp::MatchAny
                    },
                    d,
                    p,
                    args: [
                        self.src(&ops[2], ScalarType::B32)?,
                        self.src(&ops[1], vt)?,
                        Src::Imm(0),
                        Src::Imm(0),
                    ],
                    neg: false,
                })
            }
            "activemask" => {
                need(1)?;
                Ok(Op::Warp {
                    op: WarpOp::ActiveMask,
                    d: Some(self.dst(&ops[0])?),
                    p: None,
                    args: [Src::Imm(0); 4],
                    neg: false,
                })
            }
            "redux" => {
                let signed = ty0 == Some(ScalarType::S32);
                let op = if has("add") {
                    ReduxOp::Add
                } else if has("and") {
                    ReduxOp::And
                } else if has("or") {
                    ReduxOp::Or
                } else if has("xor") {
                    ReduxOp::Xor
                } else if has("min") {
                    if signed { ReduxOp::Min } else { ReduxOp::UMin }
                } else if has("max") {
                    if signed { ReduxOp::Max } else { ReduxOp::UMax }
                } else {
                    return Err("a redux operation".into());
                };
                need(3)?;
                let b32 = ScalarType::B32;
                Ok(Op::Warp {
                    op: WarpOp::Redux(op),
                    d: Some(self.dst(&ops[0])?),
                    p: None,
                    args: [
                        self.src(&ops[1], b32)?,
                        self.src(&ops[2], b32)?,
                        Src::Imm(0),
                        Src::Imm(0),
                    ],
                    neg: false,
                })
            }
            // A fence that orders memory between blocks (`membar.cta` and `fence.proxy.*` do
            // not).
            "membar" if has("gl") || has("sys") => Ok(Op::Fence),
            "fence"
                if (has("sc") || has("acq_rel"))
                    && (has("gpu") || has("sys") || has("cluster")) =>
            {
                Ok(Op::Fence)
            }
            "membar" | "fence" | "prefetch" | "prefetchu" | "discard" | "nanosleep" => Ok(Op::Nop),
            o => Err(format!("the instruction {o}")),
        }
    }

    fn call(&mut self, i: &Instruction) -> Lowered {
        let ops = &i.operands;
        let mut k = 0;
        let mut rets = Vec::new();
        if let Some(Operand::List(l)) = ops.first() {
            rets = l.clone();
            k = 1;
        }
        let callee = match ops.get(k) {
            Some(Operand::Sym { name, offset: 0 }) => match self.sym(name)? {
                Sym::Func(f) => Callee::Direct(f),
                Sym::Var(_) | Sym::Slot(_) => {
                    return Err(format!("a call of {name}, which is not a function"));
                }
            },
            Some(Operand::Reg(r)) => Callee::Indirect(self.reg(r)?),
            _ => return Err("no callee".into()),
        };
        k += 1;
        let mut args = Vec::new();
        if let Some(Operand::List(l)) = ops.get(k) {
            args = l.clone();
        }
        let slot = |o: &Operand| -> Result<u32, String> {
            match o {
                Operand::Sym { name, offset: 0 } => match self.sym(name)? {
                    Sym::Slot(s) => Ok(s),
                    Sym::Var(_) | Sym::Func(_) => {
                        Err(format!("call argument {name} is not a .param"))
                    }
                },
                other @ Operand::Reg(_)
                | other @ Operand::Not(_)
                | other @ Operand::Pair(..)
                | other @ Operand::Imm(_)
                | other @ Operand::Sym { .. }
                | other @ Operand::Addr(_)
                | other @ Operand::Indexed(_)
                | other @ Operand::Vector(_)
                | other @ Operand::List(_)
                | other @ Operand::Sink => Err(format!("call argument {other:?}")),
            }
        };
        Ok(Op::Call {
            callee,
            rets: rets.iter().map(slot).collect::<Result<_, _>>()?,
            args: args.iter().map(slot).collect::<Result<_, _>>()?,
        })
    }
}

fn wide(t: ScalarType) -> ScalarType {
    match t {
        ScalarType::U16 => ScalarType::U32,
        ScalarType::S16 => ScalarType::S32,
        ScalarType::U32 => ScalarType::U64,
        ScalarType::S32 => ScalarType::S64,
        other @ ScalarType::B8
        | other @ ScalarType::B16
        | other @ ScalarType::B32
        | other @ ScalarType::B64
        | other @ ScalarType::B128
        | other @ ScalarType::U8
        | other @ ScalarType::U64
        | other @ ScalarType::S8
        | other @ ScalarType::S64
        | other @ ScalarType::F16
        | other @ ScalarType::F16x2
        | other @ ScalarType::Bf16
        | other @ ScalarType::Bf16x2
        | other @ ScalarType::Tf32
        | other @ ScalarType::F32
        | other @ ScalarType::F64
        | other @ ScalarType::E4m3
        | other @ ScalarType::E5m2
        | other @ ScalarType::E4m3x2
        | other @ ScalarType::E5m2x2
        | other @ ScalarType::Pred
        | other @ ScalarType::TexRef
        | other @ ScalarType::SamplerRef
        | other @ ScalarType::SurfRef => other,
    }
}

fn cmp_of(s: &str) -> Option<Cmp> {
    Some(match s {
        "eq" => Cmp::Eq,
        "ne" => Cmp::Ne,
        "lt" => Cmp::Lt,
        "le" => Cmp::Le,
        "gt" => Cmp::Gt,
        "ge" => Cmp::Ge,
        "lo" => Cmp::Lo,
        "ls" => Cmp::Ls,
        "hi" => Cmp::Hi,
        "hs" => Cmp::Hs,
        "equ" => Cmp::Equ,
        "neu" => Cmp::Neu,
        "ltu" => Cmp::Ltu,
        "leu" => Cmp::Leu,
        "gtu" => Cmp::Gtu,
        "geu" => Cmp::Geu,
        "num" => Cmp::Num,
        "nan" => Cmp::Nan,
        _ => return None,
    })
}

/// The special register `name`, if it is one the interpreters know.
fn sreg(name: &str) -> Option<Sreg> {
    crate::sreg::from_ptx(name)
}

/// The rounding mode an instruction's modifiers name (`.rn` when none).
fn rounding(has: &dyn Fn(&str) -> bool) -> Rnd {
    if has("rz") {
        Rnd::Rz
    } else if has("rm") {
        Rnd::Rm
    } else if has("rp") {
        Rnd::Rp
    } else {
        Rnd::Rn
    }
}
