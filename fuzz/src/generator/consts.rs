//! Instructions whose operands are all constants: what every folder (seam's `instsimplify`,
//! the inliners' cost walks, LLVM) must compute exactly. The generator computes each result
//! itself, so a flag (`nsw`, `nuw`, `exact`, `disjoint`, `nneg`) is written only where it
//! holds and no value is ever poison; division never divides by zero or overflows.

use seam::ir::{FloatKind, mask_bits, sign_extend};

use super::*;

/// `float` values for compares: signed zeros, infinities, a NaN, values that round-trip.
const FLOATS: [f32; 9] = [
    0.0,
    -0.0,
    1.0,
    -1.5,
    3.0,
    1.0e10,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
];

/// Every `fcmp` predicate.
const FPREDS: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// Every `icmp` predicate.
const IPREDS: [&str; 10] = [
    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
];

/// A float constant as LLVM writes any: the double's bits in hexadecimal.
fn float_text(v: f64) -> String {
    format!("0x{:016X}", v.to_bits())
}

/// An integer constant of `w` bits as LLVM writes it (signed decimal).
fn int_text(v: u64, w: u32) -> String {
    if w == 1 {
        return if v & 1 == 1 { "true" } else { "false" }.to_owned();
    }
    sign_extend(mask_bits(v, w), w).to_string()
}

/// The result of `op` on `a` and `b` (`w` bits) and the flags that hold for it, or `None`
/// where the operation is undefined (division by zero, signed overflow of a division, a shift
/// past the width).
fn int_op(op: &str, a: u64, b: u64, w: u32) -> Option<(u64, Vec<&'static str>)> {
    let (a, b) = (mask_bits(a, w), mask_bits(b, w));
    let (sa, sb) = (i128::from(sign_extend(a, w)), i128::from(sign_extend(b, w)));
    let (ua, ub) = (u128::from(a), u128::from(b));
    let smin = -(1i128 << (w - 1));
    let smax = (1i128 << (w - 1)) - 1;
    let umax = (1u128 << w) - 1;
    let fits_s = |x: i128| (smin..=smax).contains(&x);
    let mut flags = Vec::new();
    let r = match op {
        "add" | "sub" | "mul" => {
            let (s, u) = match op {
                "add" => (sa + sb, ua.checked_add(ub)),
                "sub" => (sa - sb, ua.checked_sub(ub)),
                _ => (sa * sb, ua.checked_mul(ub)),
            };
            if u.is_some_and(|u| u <= umax) {
                flags.push("nuw");
            }
            if fits_s(s) {
                flags.push("nsw");
            }
            mask_bits(s as u64, w)
        }
        "shl" => {
            if b >= u64::from(w) {
                return None;
            }
            let r = mask_bits(a << b, w);
            if r >> b == a {
                flags.push("nuw");
            }
            if sign_extend(r, w) >> b == sign_extend(a, w) {
                flags.push("nsw");
            }
            r
        }
        "lshr" | "ashr" => {
            if b >= u64::from(w) {
                return None;
            }
            if b == 0 || a & ((1u64 << b) - 1) == 0 {
                flags.push("exact");
            }
            if op == "lshr" {
                a >> b
            } else {
                mask_bits((sign_extend(a, w) >> b) as u64, w)
            }
        }
        "udiv" | "urem" => {
            if b == 0 {
                return None;
            }
            if op == "udiv" {
                if a % b == 0 {
                    flags.push("exact");
                }
                a / b
            } else {
                a % b
            }
        }
        "sdiv" | "srem" => {
            if sb == 0 || (sa == smin && sb == -1) {
                return None;
            }
            if op == "sdiv" {
                if sa % sb == 0 {
                    flags.push("exact");
                }
                mask_bits((sa / sb) as u64, w)
            } else {
                mask_bits((sa % sb) as u64, w)
            }
        }
        "and" => a & b,
        "or" => {
            if a & b == 0 {
                flags.push("disjoint");
            }
            a | b
        }
        _ => a ^ b,
    };
    Some((r, flags))
}

/// The type of `@cs`: a constant struct small enough for GlobalOpt to promote (192 bits).
pub(super) const CS_TY: &str = "{ i32, [2 x i32], i16, i64 }";
/// The type of `@gs`: a struct of 2,112 bits, above GlobalOpt's promotion limit (2,047), with 3
/// fields (SRA splits it when every access stays in one field).
pub(super) const GS_TY: &str = "{ i32, [64 x i32], i32 }";

/// The type of `@gt` ([`Gen::term_struct_load`]): `bytes` bytes in `fields` fields of `i8`,
/// an array of them first, so that its size is exactly `bytes` (alignment 1, no padding).
pub(super) fn term_struct_ty(bytes: u32, fields: u32) -> String {
    let mut ty = format!("{{ [{} x i8]", bytes - (fields - 1));
    for _ in 1..fields {
        ty.push_str(", i8");
    }
    ty.push_str(" }");
    ty
}

/// The initializer of `@gt`: byte `i` is `seed + 37 i` (as a signed `i8`).
pub(super) fn term_struct_init(bytes: u32, fields: u32, seed: u32) -> String {
    let byte = |i: u32| i64::from(seed.wrapping_add(i.wrapping_mul(37)) as u8 as i8);
    let head = bytes - (fields - 1);
    let elems: Vec<String> = (0..head).map(|i| format!("i8 {}", byte(i))).collect();
    let mut init = format!("{{ [{head} x i8] [{}]", elems.join(", "));
    for i in head..bytes {
        init.push_str(&format!(", i8 {}", byte(i)));
    }
    init.push_str(" }");
    init
}

impl Gen<'_, '_> {
    /// A load of one byte of `@gt`, pushed as an `i32`: a constant struct whose size (255 or
    /// 256 bytes) and field count (16 or 17), drawn once per module, put it on either side of
    /// GlobalOpt's two limits (seed 003: promotion up to 2,047 bits, whole bytes; SRA up to 16
    /// fields), so that each limit alone decides: 255 bytes promoted and 256 not, and at 256
    /// bytes 16 fields split and 17 not. Every access is at a constant offset inside one
    /// field; one in four is `volatile` (left by promotion).
    fn term_struct_load(&mut self, b: &mut Body, volatile: &str) {
        let (bytes, fields) = match self.term_struct {
            Some(t) => t,
            None => {
                let t = (255 + self.below(2), 16 + self.below(2));
                self.term_struct = Some(t);
                t
            }
        };
        let ty = term_struct_ty(bytes, fields);
        let head = bytes - (fields - 1);
        let field = self.below(fields);
        let path = if field == 0 {
            format!("i32 0, i32 {}", self.below(head))
        } else {
            format!("i32 {field}")
        };
        let addr = if self.chance(1, 2) {
            format!("getelementptr inbounds ({ty}, ptr addrspace(4) @gt, i64 0, {path})")
        } else {
            let p = self.fresh(b);
            self.emit(
                b,
                format!("{p} = getelementptr inbounds {ty}, ptr addrspace(4) @gt, i64 0, {path}"),
            );
            p
        };
        let v = self.fresh(b);
        self.emit(
            b,
            format!("{v} = load {volatile}i8, ptr addrspace(4) {addr}, align 1"),
        );
        let r = self.fresh(b);
        self.emit(b, format!("{r} = sext i8 {v} to i32"));
        self.push_int(b, r);
    }

    /// A load from a field of a struct-typed global, pushed as an `i32`: of `@cs` (constant,
    /// small: its loads are promoted to values, a `volatile` one stays) through a constant
    /// `getelementptr` expression or instruction; of `@gs` (never stored, too large to promote:
    /// split by field) at a constant element, or at a run-time one (an access GlobalOpt cannot
    /// place: the variable stays whole); one time in three of `@gt`
    /// ([`Self::term_struct_load`]).
    pub(super) fn struct_load(&mut self, b: &mut Body) {
        self.used.insert(Feature::ConstMem);
        let volatile = if self.chance(1, 4) { "volatile " } else { "" };
        if self.chance(1, 3) {
            self.term_struct_load(b, volatile);
            return;
        }
        let r = self.fresh(b);
        if self.chance(1, 2) {
            self.use_cs = true;
            let (path, ty, align) = match self.below(4) {
                0 => ("i32 0".to_owned(), "i32", 4),
                1 => (format!("i32 1, i32 {}", self.below(2)), "i32", 4),
                2 => ("i32 2".to_owned(), "i16", 2),
                _ => ("i32 3".to_owned(), "i64", 8),
            };
            let addr = if self.chance(1, 2) {
                format!("getelementptr inbounds ({CS_TY}, ptr addrspace(4) @cs, i64 0, {path})")
            } else {
                let p = self.fresh(b);
                self.emit(
                    b,
                    format!(
                        "{p} = getelementptr inbounds {CS_TY}, ptr addrspace(4) @cs, i64 0, {path}"
                    ),
                );
                p
            };
            let v = self.fresh(b);
            self.emit(
                b,
                format!("{v} = load {volatile}{ty}, ptr addrspace(4) {addr}, align {align}"),
            );
            match ty {
                "i32" => {
                    self.push_int(b, v);
                    return;
                }
                "i16" => self.emit(b, format!("{r} = sext i16 {v} to i32")),
                _ => {
                    let h = self.fresh(b);
                    self.emit(b, format!("{h} = lshr i64 {v}, 17"));
                    self.emit(b, format!("{r} = trunc i64 {h} to i32"));
                }
            }
            self.push_int(b, r);
            return;
        }
        self.use_gs = true;
        let field = self.below(3);
        let p = self.fresh(b);
        if field == 1 {
            let idx = if self.chance(1, 2) {
                self.below(64).to_string()
            } else {
                let x = self.int(b);
                let m = self.fresh(b);
                self.emit(b, format!("{m} = and i32 {x}, 63"));
                m
            };
            self.emit(
                b,
                format!(
                    "{p} = getelementptr inbounds {GS_TY}, ptr addrspace(1) @gs, i64 0, i32 1, i32 {idx}"
                ),
            );
        } else {
            self.emit(
                b,
                format!(
                    "{p} = getelementptr inbounds {GS_TY}, ptr addrspace(1) @gs, i64 0, i32 {field}"
                ),
            );
        }
        self.emit(
            b,
            format!("{r} = load {volatile}i32, ptr addrspace(1) {p}, align 4"),
        );
        self.push_int(b, r);
    }

    /// One or two instructions on constants, their result pushed as an `i32`; one time in four
    /// also a dead poison before them ([`Self::dead_poison`]).
    pub(super) fn const_fold(&mut self, b: &mut Body) {
        self.used.insert(Feature::ConstFolds);
        if self.chance(1, 4) {
            self.dead_poison(b);
        }
        let r = match self.below(5) {
            0 => self.const_fcmp(b),
            1 | 2 => self.const_int(b),
            3 if self.has(Feature::Floats) && self.chance(1, 2) => self.const_float(b),
            3 => self.const_cast(b),
            _ if self.has(Feature::Vectors) && self.chance(1, 3) => self.const_shuffle(b),
            _ => self.const_icmp(b),
        };
        self.push_int(b, r);
    }

    /// An instruction on constants that is `poison` by its flags or its operands — a flag that
    /// does not hold (`nsw`, `nuw`, `exact`, `disjoint`, a truncation's `nuw`/`nsw`, `zext
    /// nneg` of a negative), a shift by the width or more, `fptosi`/`fptoui` out of range — then
    /// an `add`, `sub`, `mul`, `and`, `or`, `xor` or `shl` of it (as an `i32`) with a live value,
    /// whose result nothing uses. Nothing observes it, so the program stays defined; but LLVM
    /// folds both to `poison` (free for its cost analysis, as for `instsimplify`), so every
    /// boundary where a flag starts to make poison is held to `opt-19` by the campaign.
    fn dead_poison(&mut self, b: &mut Body) {
        const OPS: [&str; 9] = [
            "add", "sub", "mul", "shl", "lshr", "ashr", "udiv", "sdiv", "or",
        ];
        let (p, w) = match self.below(4) {
            0 | 1 => {
                let w = [8, 16, 32, 64][self.below(4) as usize];
                let op = OPS[self.below(OPS.len() as u32) as usize];
                let (x, mut y) = (self.special_int(w), self.special_int(w));
                let flags: &[&str] = match op {
                    "add" | "sub" | "mul" | "shl" => &["nsw", "nuw"],
                    "or" => &["disjoint"],
                    _ => &["exact"],
                };
                match op {
                    "shl" | "lshr" | "ashr" => y = u64::from(self.below(w)),
                    "udiv" | "sdiv" if mask_bits(y, w) == 0 => y = 3,
                    _ => {}
                }
                let t = self.fresh(b);
                let (xt, yt) = (int_text(x, w), int_text(y, w));
                match int_op(op, x, y, w) {
                    Some((_, holds)) => {
                        let broken: Vec<&str> = flags
                            .iter()
                            .copied()
                            .filter(|f| !holds.contains(f))
                            .collect();
                        if broken.is_empty() {
                            // Every flag holds for these operands: a shift past the width.
                            let amount = u64::from(w) + u64::from(self.below(3));
                            self.emit(b, format!("{t} = shl i{w} {xt}, {amount}"));
                        } else {
                            let f = broken[self.below(broken.len() as u32) as usize];
                            self.emit(b, format!("{t} = {op} {f} i{w} {xt}, {yt}"));
                        }
                    }
                    // `sdiv MIN, -1`: undefined, not poison; a shift past the width instead.
                    None => self.emit(b, format!("{t} = lshr i{w} {xt}, {w}")),
                }
                (t, w)
            }
            2 => {
                // A conversion out of range: to 8 or 32 bits, just past either end.
                let w = [8u32, 32][self.below(2) as usize];
                let signed = self.chance(1, 2);
                let v = match (signed, self.below(2)) {
                    (true, 0) => 2f64.powi(w as i32 - 1),
                    (true, _) => -(2f64.powi(w as i32 - 1)) - 1.0,
                    (false, 0) => 2f64.powi(w as i32),
                    (false, _) => -1.0,
                };
                let ty = if w == 32 { "double" } else { self.fcmp_ty() };
                let op = if signed { "fptosi" } else { "fptoui" };
                let t = self.fresh(b);
                self.emit(b, format!("{t} = {op} {ty} {} to i{w}", float_text(v)));
                (t, w)
            }
            _ => {
                // A cast whose flag does not hold.
                let t = self.fresh(b);
                if self.chance(1, 2) {
                    let (v, flag) = if self.chance(1, 2) {
                        (1i64 << 32, "nuw")
                    } else {
                        (i64::from(i32::MAX) + 1, "nsw")
                    };
                    self.emit(b, format!("{t} = trunc {flag} i64 {v} to i32"));
                    (t, 32)
                } else {
                    let w = [8, 16][self.below(2) as usize];
                    let v = -(1i64 << (w - 1)) + i64::from(self.below(3));
                    self.emit(b, format!("{t} = zext nneg i{w} {v} to i32"));
                    (t, 32)
                }
            }
        };
        let p32 = if w == 32 {
            p
        } else {
            let r = self.fresh(b);
            let cast = if w > 32 { "trunc" } else { "zext" };
            self.emit(b, format!("{r} = {cast} i{w} {p} to i32"));
            r
        };
        let live = self.int(b);
        let op = ["add", "sub", "mul", "and", "or", "xor", "shl"][self.below(7) as usize];
        let d = self.fresh(b);
        if self.chance(1, 2) {
            self.emit(b, format!("{d} = {op} i32 {p32}, {live}"));
        } else {
            self.emit(b, format!("{d} = {op} i32 {live}, {p32}"));
        }
    }

    /// `fadd`, `fsub`, `fmul` or `fdiv` of two `float` or `double` constants (zeros of both
    /// signs, small values, a large one, infinities), or one time in four `fneg` of the first,
    /// read back as bits; where the result
    /// would be a NaN (`inf - inf`, `0 * inf`, `0 / 0`), another of them that is not. Exact IEEE
    /// arithmetic on every side, and what seam's `fold_float_binary` folds.
    fn const_float(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Floats);
        let ty = self.fcmp_ty();
        let (x, y) = (self.special_number(), self.special_number());
        let (xd, yd) = (f64::from(x), f64::from(y));
        let nan = |op: &str| {
            match op {
                "fadd" => xd + yd,
                "fsub" => xd - yd,
                "fmul" => xd * yd,
                _ => xd / yd,
            }
            .is_nan()
        };
        let mut op = ["fadd", "fsub", "fmul", "fdiv"][self.below(4) as usize];
        if nan(op) {
            // `inf + -inf` is not NaN as `fsub`, every other NaN is not as `fadd`.
            op = if nan("fadd") { "fsub" } else { "fadd" };
        }
        let (f, out) = (self.fresh(b), self.fresh(b));
        let (xt, yt) = (float_text(xd), float_text(yd));
        if self.chance(1, 4) {
            // `fneg` of a constant: the sign bit flipped, zeros and infinities included.
            self.emit(b, format!("{f} = fneg {ty} {xt}"));
        } else {
            self.emit(b, format!("{f} = {op} {ty} {xt}, {yt}"));
        }
        self.float_bits_as_i32(b, ty, &f, &out);
        out
    }

    /// A `shufflevector` of two constant vectors of 2 or 4 lanes into 2, 4 or 8 (a lane of the
    /// mask `poison` now and then, never the one read back), one lane read back: LLVM's cost
    /// analysis folds it to a constant vector, as `fold_vector` restates.
    fn const_shuffle(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Vectors);
        let n = [2u32, 4][self.below(2) as usize];
        let m = n * [1u32, 2][self.below(2) as usize] / [1u32, 2][self.below(2) as usize];
        let lanes = |g: &mut Self| -> String {
            (0..n)
                .map(|_| format!("i32 {}", g.small()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (x, y) = (lanes(self), lanes(self));
        let lane = self.below(m);
        let mask: Vec<String> = (0..m)
            .map(|i| {
                if i != lane && self.chance(1, 6) {
                    "i32 poison".to_owned()
                } else {
                    format!("i32 {}", self.below(2 * n))
                }
            })
            .collect();
        let (s, r) = (self.fresh(b), self.fresh(b));
        self.emit(
            b,
            format!(
                "{s} = shufflevector <{n} x i32> <{x}>, <{n} x i32> <{y}>, <{m} x i32> <{}>",
                mask.join(", ")
            ),
        );
        self.emit(
            b,
            format!("{r} = extractelement <{m} x i32> {s}, i32 {lane}"),
        );
        r
    }

    fn special_float(&mut self) -> f32 {
        FLOATS[self.below(FLOATS.len() as u32) as usize]
    }

    /// [`Self::special_float`] drawn again until it is not NaN.
    fn special_number(&mut self) -> f32 {
        loop {
            let v = self.special_float();
            if !v.is_nan() {
                return v;
            }
        }
    }

    /// `out` = the bits of `f` (a `float` or `double`) as an `i32`: a `float`'s all of them, a
    /// `double`'s bits 29 to 60 (sign, exponent and the top of the fraction).
    fn float_bits_as_i32(&mut self, b: &mut Body, ty: &str, f: &str, out: &str) {
        if ty == "float" {
            self.emit(b, format!("{out} = bitcast float {f} to i32"));
        } else {
            let (i, h) = (self.fresh(b), self.fresh(b));
            self.emit(b, format!("{i} = bitcast double {f} to i64"));
            self.emit(b, format!("{h} = lshr i64 {i}, 29"));
            self.emit(b, format!("{out} = trunc i64 {h} to i32"));
        }
    }

    /// An integer of `w` bits: zero, one, minus one, the extremes, a small or an arbitrary one.
    fn special_int(&mut self, w: u32) -> u64 {
        let v = match self.below(8) {
            0 => 0,
            1 => 1,
            2 => u64::MAX,
            3 => 1u64 << (w - 1),
            4 => (1u64 << (w - 1)) - 1,
            5 | 6 => self.small() as i64 as u64,
            _ => {
                let lo = self.word() as u32 as u64;
                let hi = self.word() as u32 as u64;
                (hi << 32) | lo
            }
        };
        mask_bits(v, w)
    }

    fn fcmp_ty(&mut self) -> &'static str {
        if self.chance(1, 3) { "double" } else { "float" }
    }

    /// An `fcmp` of two constants; with `half`, one time in four of `half` or `bfloat` (rounded
    /// to the format: `1.0e10` is infinity there), which LLVM's constant folder compares
    /// through APFloat and the `llvm` cost model restates in `fold_small_float`.
    fn const_fcmp(&mut self, b: &mut Body) -> String {
        let small = if self.has(Feature::Half) && self.chance(1, 4) {
            self.used.insert(Feature::Half);
            Some(if self.chance(1, 2) {
                (FloatKind::Half, "half", 'H')
            } else {
                (FloatKind::BFloat, "bfloat", 'R')
            })
        } else {
            None
        };
        let ty = match small {
            Some((_, name, _)) => name,
            None => self.fcmp_ty(),
        };
        let (x, y) = (self.special_float(), self.special_float());
        let pred = FPREDS[self.below(16) as usize];
        let (c, r) = (self.fresh(b), self.fresh(b));
        let text = |v: f32| match small {
            Some((kind, _, letter)) => format!("0x{letter}{:04X}", kind.round_f64(f64::from(v))),
            None => float_text(f64::from(v)),
        };
        let (x, y) = (text(x), text(y));
        self.emit(b, format!("{c} = fcmp {pred} {ty} {x}, {y}"));
        self.emit(b, format!("{r} = zext i1 {c} to i32"));
        r
    }

    fn const_icmp(&mut self, b: &mut Body) -> String {
        let w = [8, 16, 32, 64][self.below(4) as usize];
        let x = self.special_int(w);
        let y = if self.chance(1, 4) {
            x
        } else {
            self.special_int(w)
        };
        let pred = IPREDS[self.below(10) as usize];
        let (c, r) = (self.fresh(b), self.fresh(b));
        let (xt, yt) = (int_text(x, w), int_text(y, w));
        self.emit(b, format!("{c} = icmp {pred} i{w} {xt}, {yt}"));
        self.emit(b, format!("{r} = zext i1 {c} to i32"));
        r
    }

    /// An integer operation of 8 to 64 bits on constants, with a random subset of the flags
    /// that hold, brought to `i32` by a cast that carries its own flags where they hold.
    fn const_int(&mut self, b: &mut Body) -> String {
        const OPS: [&str; 13] = [
            "add", "sub", "mul", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem", "and",
            "or", "xor",
        ];
        let w = [8, 16, 32, 64][self.below(4) as usize];
        let op = OPS[self.below(OPS.len() as u32) as usize];
        let mut x = self.special_int(w);
        let mut y = self.special_int(w);
        match op {
            "shl" | "lshr" | "ashr" => {
                y = u64::from(self.below(w));
                if self.chance(1, 2) && y > 0 {
                    // Exact: nothing shifted out on the right.
                    x = mask_bits(x << y, w);
                }
            }
            "udiv" | "sdiv" | "urem" | "srem" => {
                if y == 0 {
                    y = 1;
                }
                if sign_extend(y, w) == -1 && x == 1u64 << (w - 1) {
                    y = 2;
                }
                if self.chance(1, 2) {
                    // A multiple: exact.
                    let k = u64::from(self.below(5));
                    x = mask_bits(y.wrapping_mul(k), w);
                }
            }
            "or" if self.chance(1, 2) => x &= !y,
            // At the edge of a flag: a sum of exactly the largest unsigned or signed value, a
            // difference of exactly 0 or the smallest signed value (`int_op` says which flags
            // still hold, one step past the edge none of them).
            "add" | "sub" if self.chance(1, 3) => {
                let all = mask_bits(u64::MAX, w);
                let smax = all >> 1;
                let step = u64::from(self.below(2));
                y = match (op, self.below(2)) {
                    ("add", 0) => all.wrapping_sub(x).wrapping_add(step),
                    ("add", _) => smax.wrapping_sub(x).wrapping_add(step),
                    (_, 0) => x.wrapping_add(step),
                    _ => x.wrapping_sub(smax + 1).wrapping_add(step),
                };
                y = mask_bits(y, w);
            }
            _ => {}
        }
        let Some((v, holds)) = int_op(op, x, y, w) else {
            return "0".to_owned();
        };
        let flags: Vec<&str> = holds.into_iter().filter(|_| self.chance(1, 2)).collect();
        let flags = if flags.is_empty() {
            String::new()
        } else {
            format!("{} ", flags.join(" "))
        };
        let t = self.fresh(b);
        let (xt, yt) = (int_text(x, w), int_text(y, w));
        self.emit(b, format!("{t} = {op} {flags}i{w} {xt}, {yt}"));
        self.widen_to_i32(b, &t, v, w)
    }

    /// `t` (the value `v` of `w` bits) as an `i32`: truncated (with `nuw`/`nsw` where they
    /// hold), extended (`zext nneg` where it holds) or itself.
    fn widen_to_i32(&mut self, b: &mut Body, t: &str, v: u64, w: u32) -> String {
        if w == 32 {
            return t.to_owned();
        }
        let r = self.fresh(b);
        if w > 32 {
            let mut flags = String::new();
            if v >> 32 == 0 && self.chance(1, 2) {
                flags.push_str("nuw ");
            }
            if sign_extend(v, 64) == i64::from(v as u32 as i32) && self.chance(1, 2) {
                flags.push_str("nsw ");
            }
            self.emit(b, format!("{r} = trunc {flags}i{w} {t} to i32"));
        } else if self.chance(1, 2) {
            self.emit(b, format!("{r} = sext i{w} {t} to i32"));
        } else {
            let nneg = if sign_extend(v, w) >= 0 && self.chance(1, 2) {
                "nneg "
            } else {
                ""
            };
            self.emit(b, format!("{r} = zext {nneg}i{w} {t} to i32"));
        }
        r
    }

    /// A conversion of a constant: between integers and floats (in range), between float
    /// widths, with the flags that hold.
    fn const_cast(&mut self, b: &mut Body) -> String {
        match self.below(4) {
            0 => {
                // Integer to float and back to bits.
                let w = [8, 16, 32][self.below(3) as usize];
                let x = self.special_int(w);
                let signed = self.chance(1, 2);
                let ty = self.fcmp_ty();
                let (f, r) = (self.fresh(b), self.fresh(b));
                let xt = int_text(x, w);
                if signed {
                    self.emit(b, format!("{f} = sitofp i{w} {xt} to {ty}"));
                } else {
                    let nneg = if sign_extend(x, w) >= 0 && self.chance(1, 2) {
                        "nneg "
                    } else {
                        ""
                    };
                    self.emit(b, format!("{f} = uitofp {nneg}i{w} {xt} to {ty}"));
                }
                self.float_bits_as_i32(b, ty, &f, &r);
                r
            }
            1 => {
                // Float to integer, in range of the result (no poison).
                const VALUES: [f64; 8] = [0.0, -0.0, 0.75, 3.5, -2.75, 200.25, 65535.5, -32768.0];
                let v = VALUES[self.below(VALUES.len() as u32) as usize];
                let ty = self.fcmp_ty();
                let (f, r) = (self.fresh(b), self.fresh(b));
                let signed = v <= -1.0 || self.chance(1, 2);
                let w = if v.abs() < 128.0 && self.chance(1, 2) {
                    8
                } else {
                    32
                };
                let op = if signed { "fptosi" } else { "fptoui" };
                self.emit(b, format!("{f} = {op} {ty} {} to i{w}", float_text(v)));
                if w == 32 {
                    return f;
                }
                let ext = if signed { "sext" } else { "zext" };
                self.emit(b, format!("{r} = {ext} i{w} {f} to i32"));
                r
            }
            2 => {
                // float -> double: exact; read the high word. Never of a NaN: LLVM folds
                // `fpext` of a NaN constant keeping its payload (0x7ff80000 high), where the
                // hardware and the interpreters give the canonical NaN (0x7fffffff): LLVM's
                // semantics leave the payload open.
                let x = self.special_number();
                let (d, i, h, r) = (self.fresh(b), self.fresh(b), self.fresh(b), self.fresh(b));
                let x = float_text(f64::from(x));
                self.emit(b, format!("{d} = fpext float {x} to double"));
                self.emit(b, format!("{i} = bitcast double {d} to i64"));
                self.emit(b, format!("{h} = lshr i64 {i}, 32"));
                self.emit(b, format!("{r} = trunc i64 {h} to i32"));
                r
            }
            _ => {
                // double -> float, rounded to nearest (the default mode everywhere).
                const VALUES: [f64; 6] = [0.1, -1.0e-3, 1.0e40, 3.0, -0.0, 16777217.0];
                let v = VALUES[self.below(VALUES.len() as u32) as usize];
                let (f, r) = (self.fresh(b), self.fresh(b));
                self.emit(
                    b,
                    format!("{f} = fptrunc double {} to float", float_text(v)),
                );
                self.emit(b, format!("{r} = bitcast float {f} to i32"));
                r
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_hold_only_where_they_should() {
        // 127 + 1 wraps at 8 bits: nuw holds, nsw does not.
        assert_eq!(int_op("add", 127, 1, 8), Some((128, vec!["nuw"])));
        assert_eq!(int_op("sub", 0, 1, 8), Some((255, vec!["nsw"])));
        assert_eq!(int_op("shl", 0x40, 1, 8), Some((0x80, vec!["nuw"])));
        assert_eq!(int_op("lshr", 12, 2, 32), Some((3, vec!["exact"])));
        assert_eq!(int_op("lshr", 13, 2, 32), Some((3, vec![])));
        assert_eq!(int_op("ashr", 0x80, 7, 8), Some((0xff, vec!["exact"])));
        assert_eq!(int_op("sdiv", 0x80, 0xff, 8), None);
        assert_eq!(int_op("udiv", 5, 0, 8), None);
        assert_eq!(int_op("shl", 1, 8, 8), None);
        assert_eq!(
            int_op("srem", (-7i64) as u64, 2, 32),
            Some((u64::from(u32::MAX), vec![]))
        );
        assert_eq!(int_op("or", 1, 2, 16), Some((3, vec!["disjoint"])));
        assert_eq!(int_text(0xff, 8), "-1");
        assert_eq!(float_text(f64::from(f32::NAN)), "0x7FF8000000000000");
    }
}
