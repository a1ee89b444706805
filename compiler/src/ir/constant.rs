//! Constants, interned per module, in canonical form.
//!
//! A [`ConstId`] names an interned constant of the module's [`Constants`] table. Constants are
//! made only through the table's constructors, which apply the folds LLVM 19 applies when it
//! builds constants, so that one constant has one representation whatever way it was written:
//!
//! - `zeroinitializer` of a scalar type is that type's zero (`0`, `0.0`, `null`).
//! - An aggregate whose elements are all the same null value is `zeroinitializer`; all
//!   `poison` is `poison`; all `undef` is `undef` (an empty aggregate is `zeroinitializer`).
//! - Casts (`bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`) of `poison`/`undef` give
//!   `poison`/`undef`; of a null value (except `addrspacecast`) give the destination's zero; a
//!   `bitcast` to the operand's own type is the operand; an integer/float `bitcast` is the
//!   constant with the same bits; `addrspacecast (addrspacecast x)` is `x` when it returns to
//!   `x`'s space and one `addrspacecast` otherwise; `inttoptr (ptrtoint p to i64)` back to `p`'s
//!   type is `p`; `ptrtoint (inttoptr x)` back to `x`'s type (at most 64 bits) is `x`.
//! - `trunc` of an integer is the integer, masked; `trunc (ptrtoint p to iN) to iM` is
//!   `ptrtoint p to iM`.
//! - A `getelementptr` of `poison`/`undef` is `poison`/`undef`; one whose indices are all zero,
//!   `undef` or `poison` is its base. (LLVM 19 does not combine a GEP of a GEP; neither does
//!   seam.)
//!
//! - `add`/`sub`/`mul`/`xor` (checked against `llvm-as-19 | llvm-dis-19`): `poison` in an
//!   operand gives `poison`; `undef` gives `undef`, except `xor undef, undef` = 0 and `mul`,
//!   which is `undef` only with `undef` or an odd integer, else 0; two integers (or integer
//!   vectors, element by element, whatever the elements) fold, wrapping, whatever the flags say; the integer operand
//!   of a commutative one (`add`, `mul`, `xor`) goes right; `x + 0`, `x - 0`, `x ^ 0`, `x * 1`
//!   are `x` and `x * 0` is 0; `(x op c1) op c2` is `x op (c1 op c2)` for the commutative ones,
//!   without flags.
//!
//! Integer constants store their bits zero-extended to 64 bits; `float` constants store the
//! `f32` bits in the low 32 bits.

use rustc_hash::FxHashMap as HashMap;

use super::instructions::{BinaryOp, CastOp, GepFlags, IntFlags};
use super::metadata::MdRef;
use super::module::GlobalValue;
use super::types::{TypeData, TypeId, Types};
use crate::entity;
use crate::entity::PrimaryMap;

entity! {
    /// An interned constant of one module.
    pub struct ConstId("c");
}

/// A constant expression of the subset.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstExpr {
    /// `bitcast`, `addrspacecast`, `ptrtoint` or `inttoptr` of a constant to `ty`.
    Cast {
        /// The conversion.
        op: CastOp,
        /// The operand.
        value: ConstId,
    },
    /// `getelementptr` over constants.
    Gep {
        /// The type the first index steps over.
        source_ty: TypeId,
        /// `inbounds`, `nusw`, `nuw`.
        flags: GepFlags,
        /// Base pointer.
        base: ConstId,
        /// Integer constant indices.
        indices: Box<[ConstId]>,
    },
    /// `add`, `sub`, `mul` or `xor` of two integer (or integer vector) constants of the
    /// result's type: the integer constant expressions LLVM 19 still has (`shl`, `and`, `or`,
    /// `lshr`, `ashr` and the comparisons are gone from it).
    Binary {
        /// `add`, `sub`, `mul` or `xor` (see [`BinaryOp::allowed_in_constant`]).
        op: BinaryOp,
        /// `nuw`/`nsw` (`add`, `sub`, `mul` only).
        flags: IntFlags,
        /// Left operand.
        lhs: ConstId,
        /// Right operand.
        rhs: ConstId,
    },
}

/// What a constant is. Every variant knows its type: see [`Constants::ty`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstData {
    /// An integer, its bits masked to the type's width.
    Int {
        /// Integer type.
        ty: TypeId,
        /// Value bits.
        bits: u64,
    },
    /// A floating-point value, as its format's bits.
    Float {
        /// `half`, `bfloat`, `float` or `double`.
        ty: TypeId,
        /// Value bits (`f32` bits for `float`, 16 bits for `half` and `bfloat`).
        bits: u64,
    },
    /// The null pointer of a pointer type.
    Null(TypeId),
    /// `zeroinitializer` of an aggregate type.
    Zero(TypeId),
    /// `undef`.
    Undef(TypeId),
    /// `poison`.
    Poison(TypeId),
    /// An array of constants (not all equal to one null, `undef` or `poison` value).
    Array {
        /// Array type.
        ty: TypeId,
        /// Elements.
        elems: Box<[ConstId]>,
    },
    /// A vector of constants (not all null, `undef` or `poison`): `<i32 1, i32 2>`.
    Vector {
        /// Vector type.
        ty: TypeId,
        /// Elements.
        elems: Box<[ConstId]>,
    },
    /// A struct of constants (not all null, `undef` or `poison`).
    Struct {
        /// Struct type (named or literal).
        ty: TypeId,
        /// Fields.
        fields: Box<[ConstId]>,
    },
    /// The address of a global variable or function.
    Global {
        /// `ptr addrspace(N)` of the global.
        ty: TypeId,
        /// The global.
        gv: GlobalValue,
    },
    /// A constant expression.
    Expr {
        /// Result type.
        ty: TypeId,
        /// The expression.
        expr: ConstExpr,
    },
    /// Metadata used as an intrinsic argument (`metadata !"typeid"`).
    Metadata(MdRef),
    /// Inline assembly (`asm sideeffect "..." , "..."`), of type `ptr`: only ever the callee of
    /// a call, which it takes its function type from.
    InlineAsm(Box<InlineAsm>),
}

/// The text and flags of inline assembly (LLVM's `InlineAsm`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct InlineAsm {
    /// The function type of the calls it may be the callee of.
    pub fn_ty: TypeId,
    /// The assembly, as written (`$0` for operands).
    pub asm: Box<str>,
    /// The constraint string (`=r,r,~{memory}`).
    pub constraints: Box<str>,
    /// `sideeffect`: not to be deleted or moved even when its results are unused.
    pub side_effect: bool,
    /// `alignstack`.
    pub align_stack: bool,
    /// `inteldialect`.
    pub intel_dialect: bool,
    /// `unwind`.
    pub unwind: bool,
}

/// The constant table of one module.
#[derive(Clone, Debug, Default)]
pub struct Constants {
    data: PrimaryMap<ConstId, ConstData>,
    map: HashMap<ConstData, ConstId>,
}

/// Converts a `double` bit pattern to `float` bits if the value is exactly representable
/// (NaNs: if no payload bit is lost).
pub fn f64_bits_to_f32(bits: u64) -> Option<u32> {
    let d = f64::from_bits(bits);
    if d.is_nan() {
        let mant = bits & ((1 << 52) - 1);
        if mant & ((1 << 29) - 1) != 0 {
            return None;
        }
        let sign = ((bits >> 63) as u32) << 31;
        return Some(sign | (0xff << 23) | (mant >> 29) as u32);
    }
    let f = d as f32;
    (f64::from(f).to_bits() == bits).then(|| f.to_bits())
}

/// The `double` bit pattern of a `float` (NaN payloads moved to the top of the mantissa).
pub fn f32_bits_to_f64(bits: u32) -> u64 {
    let f = f32::from_bits(bits);
    if f.is_nan() {
        let sign = u64::from(bits >> 31) << 63;
        let mant = u64::from(bits & ((1 << 23) - 1));
        return sign | (0x7ff << 52) | (mant << 29);
    }
    f64::from(f).to_bits()
}

/// Masks `v` to the low `bits` bits.
pub fn mask_bits(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

impl Constants {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    fn intern(&mut self, d: ConstData) -> ConstId {
        if let Some(&c) = self.map.get(&d) {
            return c;
        }
        let c = self.data.push(d.clone());
        self.map.insert(d, c);
        c
    }

    /// What `c` is.
    #[inline]
    pub fn get(&self, c: ConstId) -> &ConstData {
        &self.data[c]
    }

    /// Whether `c` was made by this table.
    pub fn is_valid(&self, c: ConstId) -> bool {
        self.data.is_valid(c)
    }

    /// Number of constants (ids are below this).
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Every constant, in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (ConstId, &ConstData)> {
        self.data.iter()
    }

    /// The type of `c`.
    pub fn ty(&self, c: ConstId) -> TypeId {
        match &self.data[c] {
            ConstData::Int { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Null(ty)
            | ConstData::Zero(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Array { ty, .. }
            | ConstData::Vector { ty, .. }
            | ConstData::Struct { ty, .. }
            | ConstData::Global { ty, .. }
            | ConstData::Expr { ty, .. } => *ty,
            ConstData::Metadata(_) => TypeId::METADATA,
            ConstData::InlineAsm(_) => TypeId::PTR,
        }
    }

    /// The integer value of `c` (zero-extended bits), if it is an integer constant.
    pub fn as_int(&self, c: ConstId) -> Option<u64> {
        match self.data[c] {
            ConstData::Int { bits, .. } => Some(bits),
            _ => None,
        }
    }

    /// The global `c` is the address of, if it is one.
    pub fn as_global(&self, c: ConstId) -> Option<GlobalValue> {
        match self.data[c] {
            ConstData::Global { gv, .. } => Some(gv),
            _ => None,
        }
    }

    /// Whether `c` is the "null value" of its type in LLVM's sense: integer 0, `+0.0`, `null`
    /// or `zeroinitializer` (not `undef`, not `-0.0`).
    pub fn is_null_value(&self, c: ConstId) -> bool {
        match self.data[c] {
            ConstData::Int { bits, .. } | ConstData::Float { bits, .. } => bits == 0,
            ConstData::Null(_) | ConstData::Zero(_) => true,
            _ => false,
        }
    }

    /// Whether `c` is `undef` or `poison`.
    pub fn is_undef_or_poison(&self, c: ConstId) -> bool {
        matches!(self.data[c], ConstData::Undef(_) | ConstData::Poison(_))
    }

    /// An integer of type `ty` (its low bits are kept).
    pub fn int(&mut self, types: &Types, ty: TypeId, v: u64) -> ConstId {
        let bits = types.int_bits(ty).expect("int() needs an integer type");
        self.intern(ConstData::Int {
            ty,
            bits: mask_bits(v, bits),
        })
    }

    /// `i1 true` or `i1 false`.
    pub fn bool(&mut self, b: bool) -> ConstId {
        self.intern(ConstData::Int {
            ty: TypeId::I1,
            bits: u64::from(b),
        })
    }

    /// An `i32`.
    pub fn i32(&mut self, v: i32) -> ConstId {
        self.intern(ConstData::Int {
            ty: TypeId::I32,
            bits: u64::from(v as u32),
        })
    }

    /// An `i64`.
    pub fn i64(&mut self, v: i64) -> ConstId {
        self.intern(ConstData::Int {
            ty: TypeId::I64,
            bits: v as u64,
        })
    }

    /// A `float`.
    pub fn f32(&mut self, v: f32) -> ConstId {
        self.intern(ConstData::Float {
            ty: TypeId::FLOAT,
            bits: u64::from(v.to_bits()),
        })
    }

    /// A `double`.
    pub fn f64(&mut self, v: f64) -> ConstId {
        self.intern(ConstData::Float {
            ty: TypeId::DOUBLE,
            bits: v.to_bits(),
        })
    }

    /// A floating point constant from its bits (`f32` bits for `float`).
    pub fn float_bits(&mut self, ty: TypeId, bits: u64) -> ConstId {
        let bits = if ty == TypeId::FLOAT {
            bits & 0xffff_ffff
        } else if ty == TypeId::DOUBLE {
            bits
        } else {
            bits & 0xffff
        };
        self.intern(ConstData::Float { ty, bits })
    }

    /// The null pointer of pointer type `ty`.
    pub fn null(&mut self, ty: TypeId) -> ConstId {
        self.intern(ConstData::Null(ty))
    }

    /// `undef` of `ty`.
    pub fn undef(&mut self, ty: TypeId) -> ConstId {
        self.intern(ConstData::Undef(ty))
    }

    /// `poison` of `ty`.
    pub fn poison(&mut self, ty: TypeId) -> ConstId {
        self.intern(ConstData::Poison(ty))
    }

    /// The zero of `ty`: `0`, `0.0`, `null` or `zeroinitializer`.
    pub fn zero(&mut self, types: &Types, ty: TypeId) -> ConstId {
        match types.get(ty) {
            TypeData::Int(_) => self.intern(ConstData::Int { ty, bits: 0 }),
            TypeData::Float | TypeData::Double | TypeData::Half | TypeData::BFloat => {
                self.intern(ConstData::Float { ty, bits: 0 })
            }
            TypeData::Ptr(_) => self.null(ty),
            _ => self.intern(ConstData::Zero(ty)),
        }
    }

    /// The address of a global (`ty` is the global's pointer type).
    pub fn global(&mut self, ty: TypeId, gv: GlobalValue) -> ConstId {
        self.intern(ConstData::Global { ty, gv })
    }

    /// Metadata as an intrinsic argument.
    pub fn metadata(&mut self, md: MdRef) -> ConstId {
        self.intern(ConstData::Metadata(md))
    }

    /// Inline assembly (a call's callee).
    pub fn inline_asm(&mut self, a: InlineAsm) -> ConstId {
        self.intern(ConstData::InlineAsm(Box::new(a)))
    }

    /// The inline assembly `c` is, if it is some.
    pub fn as_inline_asm(&self, c: ConstId) -> Option<&InlineAsm> {
        match &self.data[c] {
            ConstData::InlineAsm(a) => Some(a),
            _ => None,
        }
    }

    /// If all of `elems` are the same null, `undef` or `poison` value (or there are none), the
    /// canonical constant that replaces the aggregate.
    fn uniform_aggregate(&mut self, ty: TypeId, elems: &[ConstId]) -> Option<ConstId> {
        if elems.iter().all(|&e| self.is_null_value(e)) {
            return Some(self.intern(ConstData::Zero(ty)));
        }
        if elems
            .iter()
            .all(|&e| matches!(self.data[e], ConstData::Poison(_)))
        {
            return Some(self.poison(ty));
        }
        if elems
            .iter()
            .all(|&e| matches!(self.data[e], ConstData::Undef(_)))
        {
            return Some(self.undef(ty));
        }
        None
    }

    /// An array constant of type `ty` (elements are not type-checked here; the parser and the
    /// verifier do that).
    pub fn array(&mut self, ty: TypeId, elems: Vec<ConstId>) -> ConstId {
        if let Some(c) = self.uniform_aggregate(ty, &elems) {
            return c;
        }
        self.intern(ConstData::Array {
            ty,
            elems: elems.into(),
        })
    }

    /// A vector constant of type `ty` (elements are not type-checked here).
    pub fn vector(&mut self, ty: TypeId, elems: Vec<ConstId>) -> ConstId {
        if let Some(c) = self.uniform_aggregate(ty, &elems) {
            return c;
        }
        self.intern(ConstData::Vector {
            ty,
            elems: elems.into(),
        })
    }

    /// The elements of a vector constant of `len` elements of type `elem`: a `Vector`'s own,
    /// or `len` copies of the element for `zeroinitializer`, `undef` and `poison`. `None` for
    /// anything else (a constant expression).
    pub fn vector_elems(&mut self, types: &Types, c: ConstId) -> Option<Vec<ConstId>> {
        let ty = self.ty(c);
        let (elem, len) = types.vector_parts(ty)?;
        let one = match &self.data[c] {
            ConstData::Vector { elems, .. } => return Some(elems.to_vec()),
            ConstData::Zero(_) => self.zero(types, elem),
            ConstData::Undef(_) => self.undef(elem),
            ConstData::Poison(_) => self.poison(elem),
            _ => return None,
        };
        Some(vec![one; len as usize])
    }

    /// A struct constant of type `ty`.
    pub fn struct_(&mut self, ty: TypeId, fields: Vec<ConstId>) -> ConstId {
        if let Some(c) = self.uniform_aggregate(ty, &fields) {
            return c;
        }
        self.intern(ConstData::Struct {
            ty,
            fields: fields.into(),
        })
    }

    /// An `i8` array holding `bytes` (`c"..."`).
    pub fn bytes(&mut self, types: &mut Types, bytes: &[u8]) -> ConstId {
        let ty = types.array(TypeId::I8, bytes.len() as u64);
        let elems = bytes
            .iter()
            .map(|&b| {
                self.intern(ConstData::Int {
                    ty: TypeId::I8,
                    bits: u64::from(b),
                })
            })
            .collect();
        self.array(ty, elems)
    }

    /// The cast of `value` to `ty` by `op`, folded as LLVM folds it. The operand and
    /// destination types are assumed valid for `op` (the parser checks them).
    pub fn cast(&mut self, types: &Types, op: CastOp, value: ConstId, ty: TypeId) -> ConstId {
        match self.data[value] {
            ConstData::Poison(_) => return self.poison(ty),
            ConstData::Undef(_) => return self.undef(ty),
            _ => {}
        }
        if op != CastOp::AddrSpaceCast && self.is_null_value(value) {
            return self.zero(types, ty);
        }
        if op == CastOp::BitCast {
            if self.ty(value) == ty {
                return value;
            }
            match (&self.data[value], types.get(ty)) {
                (ConstData::Int { bits, .. }, TypeData::Float | TypeData::Double) => {
                    let bits = *bits;
                    return self.float_bits(ty, bits);
                }
                (ConstData::Float { bits, .. }, TypeData::Int(_)) => {
                    let bits = *bits;
                    return self.int(types, ty, bits);
                }
                _ => {}
            }
        }
        if op == CastOp::Trunc
            && let ConstData::Int { bits, .. } = self.data[value]
        {
            return self.int(types, ty, bits);
        }
        if let ConstData::Expr {
            ty: mid_ty,
            expr:
                ConstExpr::Cast {
                    op: first,
                    value: src,
                },
        } = self.data[value]
        {
            let src_ty = self.ty(src);
            match (first, op) {
                (CastOp::AddrSpaceCast, CastOp::AddrSpaceCast) => {
                    return if src_ty == ty {
                        src
                    } else {
                        self.cast(types, op, src, ty)
                    };
                }
                (CastOp::PtrToInt, CastOp::IntToPtr)
                    if types.int_bits(mid_ty) == Some(64) && src_ty == ty =>
                {
                    return src;
                }
                (CastOp::IntToPtr, CastOp::PtrToInt)
                    if src_ty == ty && types.int_bits(src_ty).is_some_and(|b| b <= 64) =>
                {
                    return src;
                }
                // trunc (ptrtoint p to iN) to iM is ptrtoint p to iM.
                (CastOp::PtrToInt, CastOp::Trunc) => {
                    return self.cast(types, CastOp::PtrToInt, src, ty);
                }
                _ => {}
            }
        }
        self.intern(ConstData::Expr {
            ty,
            expr: ConstExpr::Cast { op, value },
        })
    }

    /// `getelementptr` of `base` by constant `indices`, folded as LLVM folds it. The result
    /// has the base's pointer type.
    pub fn gep(
        &mut self,
        source_ty: TypeId,
        flags: GepFlags,
        base: ConstId,
        indices: Vec<ConstId>,
    ) -> ConstId {
        let ty = self.ty(base);
        match self.data[base] {
            ConstData::Poison(_) => return self.poison(ty),
            ConstData::Undef(_) => return self.undef(ty),
            _ => {}
        }
        if indices
            .iter()
            .all(|&i| self.is_null_value(i) || self.is_undef_or_poison(i))
        {
            return base;
        }
        let expr = ConstExpr::Gep {
            source_ty,
            flags: flags.normalized(),
            base,
            indices: indices.into(),
        };
        self.intern(ConstData::Expr { ty, expr })
    }

    /// `op` (`add`, `sub`, `mul` or `xor`) of two constants of the same integer or integer
    /// vector type, folded as LLVM 19 folds it (see the module's documentation).
    pub fn binary(
        &mut self,
        types: &Types,
        op: BinaryOp,
        flags: IntFlags,
        lhs: ConstId,
        rhs: ConstId,
    ) -> ConstId {
        let ty = self.ty(lhs);
        if !op.allowed_in_constant() {
            // Not an expression LLVM 19 has: kept as written, for the verifier to refuse.
            return self.intern(ConstData::Expr {
                ty,
                expr: ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                },
            });
        }
        let poison = |d: &ConstData| matches!(d, ConstData::Poison(_));
        let undef = |d: &ConstData| matches!(d, ConstData::Undef(_));
        let (a, b) = (&self.data[lhs], &self.data[rhs]);
        if poison(a) || poison(b) {
            return self.poison(ty);
        }
        if undef(a) || undef(b) {
            let other = if undef(a) { b } else { a };
            return match op {
                BinaryOp::Xor if undef(a) && undef(b) => self.zero(types, ty),
                BinaryOp::Mul => match other {
                    ConstData::Undef(_) => self.undef(ty),
                    ConstData::Int { bits, .. } if bits & 1 == 1 => self.undef(ty),
                    _ => self.zero(types, ty),
                },
                _ => self.undef(ty),
            };
        }
        let int_of = |c: &Self, id: ConstId| -> Option<u64> {
            match c.data[id] {
                ConstData::Int { bits, .. } => Some(bits),
                ConstData::Zero(_) | ConstData::Null(_) if types.is_int(c.ty(id)) => Some(0),
                _ => None,
            }
        };
        if let (Some(x), Some(y)) = (int_of(self, lhs), int_of(self, rhs))
            && let Some(v) = fold_int(op, x, y)
        {
            return self.int(types, ty, v);
        }
        // Two zero vectors (of any length: the text lists no element) give zero, without
        // listing their elements; otherwise one operand lists its elements, and the length is
        // the text's.
        if matches!(self.data[lhs], ConstData::Zero(_))
            && matches!(self.data[rhs], ConstData::Zero(_))
        {
            return self.zero(types, ty);
        }
        if types.vector_parts(ty).is_some()
            && let (Some(xs), Some(ys)) =
                (self.vector_elems(types, lhs), self.vector_elems(types, rhs))
        {
            let elems = xs
                .into_iter()
                .zip(ys)
                .map(|(x, y)| self.binary(types, op, flags, x, y))
                .collect();
            return self.vector(ty, elems);
        }
        let commutative = matches!(op, BinaryOp::Add | BinaryOp::Mul | BinaryOp::Xor);
        let (lhs, rhs) = if commutative && int_of(self, lhs).is_some() {
            (rhs, lhs)
        } else {
            (lhs, rhs)
        };
        if let Some(c) = int_of(self, rhs) {
            match (op, c) {
                (BinaryOp::Add | BinaryOp::Sub | BinaryOp::Xor, 0) | (BinaryOp::Mul, 1) => {
                    return lhs;
                }
                (BinaryOp::Mul, 0) => return self.zero(types, ty),
                _ => {}
            }
            if commutative
                && let ConstData::Expr {
                    expr:
                        ConstExpr::Binary {
                            op: inner,
                            lhs: x,
                            rhs: c1,
                            ..
                        },
                    ..
                } = self.data[lhs]
                && inner == op
                && let Some(c1) = int_of(self, c1)
                && let Some(v) = fold_int(op, c1, c)
            {
                let folded = self.int(types, ty, v);
                return self.binary(types, op, IntFlags::NONE, x, folded);
            }
        }
        let flags = if op == BinaryOp::Xor {
            IntFlags::NONE
        } else {
            flags.intersect(IntFlags::NUW.union(IntFlags::NSW))
        };
        self.intern(ConstData::Expr {
            ty,
            expr: ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            },
        })
    }

    /// Calls `f` on every constant `c` directly refers to (elements, operands).
    pub fn visit_children(&self, c: ConstId, mut f: impl FnMut(ConstId)) {
        match &self.data[c] {
            ConstData::Array { elems, .. } | ConstData::Vector { elems, .. } => {
                elems.iter().for_each(|&e| f(e))
            }
            ConstData::Struct { fields, .. } => fields.iter().for_each(|&e| f(e)),
            ConstData::Expr {
                expr: ConstExpr::Cast { value, .. },
                ..
            } => f(*value),
            ConstData::Expr {
                expr: ConstExpr::Gep { base, indices, .. },
                ..
            } => {
                f(*base);
                indices.iter().for_each(|&i| f(i));
            }
            ConstData::Expr {
                expr: ConstExpr::Binary { lhs, rhs, .. },
                ..
            } => {
                f(*lhs);
                f(*rhs);
            }
            ConstData::Int { .. }
            | ConstData::Float { .. }
            | ConstData::Null(_)
            | ConstData::Zero(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_)
            | ConstData::Global { .. }
            | ConstData::Metadata(_)
            | ConstData::InlineAsm(_) => {}
        }
    }

    /// Whether `c` refers, directly or through other constants, to a global for which
    /// `pred` holds.
    pub fn refers_to(&self, c: ConstId, pred: &mut impl FnMut(GlobalValue) -> bool) -> bool {
        if let ConstData::Global { gv, .. } = self.data[c] {
            return pred(gv);
        }
        let mut found = false;
        self.visit_children(c, |child| {
            if !found && self.refers_to(child, pred) {
                found = true;
            }
        });
        found
    }
}

impl InlineAsm {
    /// The checks LLVM 19 makes of a constraint string against the function type
    /// (`InlineAsm::verify`): outputs (`=`) first, then inputs (an indirect output, `=*`,
    /// counts as an input), then clobbers (`~`); no output returns `void`, one output a
    /// non-struct, several a struct of as many fields; as many parameters as inputs. The
    /// message is LLVM's.
    pub fn check_constraints(&self, types: &Types) -> Result<(), &'static str> {
        let Some((ret, params, _)) = types.func_parts(self.fn_ty) else {
            return Err("inline assembly without a function type");
        };
        let (mut outputs, mut inputs, mut indirect, mut clobbers, mut labels) = (0, 0, 0, 0, 0);
        if !self.constraints.is_empty() {
            for c in self.constraints.split(',') {
                if let Some(rest) = c.strip_prefix('=') {
                    if inputs - indirect != 0 || clobbers != 0 || labels != 0 {
                        return Err(
                            "output constraint occurs after input, clobber or label constraint",
                        );
                    }
                    let rest = rest.trim_start_matches('&');
                    if !rest.starts_with('*') {
                        outputs += 1;
                        continue;
                    }
                    indirect += 1;
                    inputs += 1;
                } else if c.starts_with('~') {
                    clobbers += 1;
                } else if c.starts_with('!') {
                    if clobbers != 0 {
                        return Err("label constraint occurs after clobber constraint");
                    }
                    labels += 1;
                } else {
                    if clobbers != 0 {
                        return Err("input constraint occurs after clobber constraint");
                    }
                    inputs += 1;
                }
            }
        }
        let ret_fields = types.struct_fields(ret).map(|(f, _)| f.len());
        match outputs {
            0 if ret != TypeId::VOID => return Err("inline asm without outputs must return void"),
            1 if ret_fields.is_some() => {
                return Err("inline asm with one output cannot return struct");
            }
            0 | 1 => {}
            n => {
                if ret_fields != Some(n) {
                    return Err(
                        "number of output constraints does not match number of return struct elements",
                    );
                }
            }
        }
        if params.len() != inputs {
            return Err("number of input constraints does not match number of parameters");
        }
        Ok(())
    }
}

/// `op` of two integers' bits, wrapping (the caller masks to the type's width); `None` for an
/// operation that is not a constant expression (the verifier refuses it).
fn fold_int(op: BinaryOp, x: u64, y: u64) -> Option<u64> {
    Some(match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        BinaryOp::Xor => x ^ y,
        BinaryOp::UDiv
        | BinaryOp::SDiv
        | BinaryOp::URem
        | BinaryOp::SRem
        | BinaryOp::Shl
        | BinaryOp::LShr
        | BinaryOp::AShr
        | BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::FAdd
        | BinaryOp::FSub
        | BinaryOp::FMul
        | BinaryOp::FDiv
        | BinaryOp::FRem => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Makes a constant with `make`, then reads it back.
    fn get(c: &mut Constants, make: impl FnOnce(&mut Constants) -> ConstId) -> ConstData {
        let id = make(c);
        c.get(id).clone()
    }
    use crate::ir::AddrSpace;

    #[test]
    fn aggregates_fold_like_llvm() {
        let mut t = Types::new();
        let mut c = Constants::new();
        let arr = t.array(TypeId::I32, 2);
        let z = c.int(&t, TypeId::I32, 0);
        let one = c.int(&t, TypeId::I32, 1);
        let u = c.undef(TypeId::I32);
        let p = c.poison(TypeId::I32);
        assert_eq!(
            get(&mut c, |c| c.array(arr, vec![z, z])),
            ConstData::Zero(arr)
        );
        assert_eq!(
            get(&mut c, |c| c.array(arr, vec![u, u])),
            ConstData::Undef(arr)
        );
        assert_eq!(
            get(&mut c, |c| c.array(arr, vec![p, p])),
            ConstData::Poison(arr)
        );
        assert!(matches!(
            get(&mut c, |c| c.array(arr, vec![u, p])),
            ConstData::Array { .. } | ConstData::Vector { .. }
        ));
        assert!(matches!(
            get(&mut c, |c| c.array(arr, vec![z, one])),
            ConstData::Array { .. } | ConstData::Vector { .. }
        ));
        let empty = t.struct_(&[], false);
        assert_eq!(
            get(&mut c, |c| c.struct_(empty, vec![])),
            ConstData::Zero(empty)
        );
        let negzero = c.f64(-0.0);
        let darr = t.array(TypeId::DOUBLE, 1);
        assert!(matches!(
            get(&mut c, |c| c.array(darr, vec![negzero])),
            ConstData::Array { .. } | ConstData::Vector { .. }
        ));
        assert_eq!(c.zero(&t, TypeId::PTR), c.null(TypeId::PTR));
    }

    #[test]
    fn casts_fold_like_llvm() {
        let mut t = Types::new();
        let mut c = Constants::new();
        let p1 = t.ptr(AddrSpace::GLOBAL);
        let p3 = t.ptr(AddrSpace::SHARED);
        let g = c.global(
            p1,
            GlobalValue::Var(<crate::ir::GlobalId as crate::entity::EntityRef>::new(0)),
        );
        let generic = c.cast(&t, CastOp::AddrSpaceCast, g, TypeId::PTR);
        assert!(matches!(c.get(generic), ConstData::Expr { .. }));
        assert_eq!(c.cast(&t, CastOp::AddrSpaceCast, generic, p1), g);
        let to3 = c.cast(&t, CastOp::AddrSpaceCast, generic, p3);
        assert_eq!(
            c.get(to3),
            &ConstData::Expr {
                ty: p3,
                expr: ConstExpr::Cast {
                    op: CastOp::AddrSpaceCast,
                    value: g
                }
            }
        );
        let n = c.null(TypeId::PTR);
        assert_eq!(
            c.cast(&t, CastOp::PtrToInt, n, TypeId::I64),
            c.int(&t, TypeId::I64, 0)
        );
        let n1 = c.null(p1);
        assert!(matches!(
            get(&mut c, |c| c.cast(
                &t,
                CastOp::AddrSpaceCast,
                n1,
                TypeId::PTR
            )),
            ConstData::Expr { .. }
        ));
        let one = c.int(&t, TypeId::I32, 0x3f80_0000);
        assert_eq!(c.cast(&t, CastOp::BitCast, one, TypeId::FLOAT), c.f32(1.0));
        let pi = c.cast(&t, CastOp::PtrToInt, generic, TypeId::I64);
        assert_eq!(c.cast(&t, CastOp::IntToPtr, pi, TypeId::PTR), generic);
        let u = c.undef(p1);
        assert_eq!(
            c.cast(&t, CastOp::AddrSpaceCast, u, TypeId::PTR),
            c.undef(TypeId::PTR)
        );
    }

    #[test]
    fn geps_fold_like_llvm() {
        let mut t = Types::new();
        let mut c = Constants::new();
        let g = c.global(
            TypeId::PTR,
            GlobalValue::Var(<crate::ir::GlobalId as crate::entity::EntityRef>::new(0)),
        );
        let z = c.int(&t, TypeId::I64, 0);
        let u = c.undef(TypeId::I64);
        let two = c.int(&t, TypeId::I64, 2);
        let arr = t.array(TypeId::I32, 4);
        assert_eq!(c.gep(arr, GepFlags::INBOUNDS, g, vec![z, u]), g);
        let e = c.gep(arr, GepFlags::INBOUNDS, g, vec![z, two]);
        assert!(matches!(
            c.get(e),
            ConstData::Expr {
                expr: ConstExpr::Gep { .. },
                ..
            }
        ));
        let pp = c.poison(TypeId::PTR);
        assert_eq!(c.gep(arr, GepFlags::NONE, pp, vec![two]), pp);
    }
}
