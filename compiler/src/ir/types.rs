//! Types, interned per module.
//!
//! A [`TypeId`] is a handle into the module's [`Types`] table; two structurally equal types
//! have the same id, so type equality is `==` on ids. Named structs (`%struct.S = type {...}`)
//! are identified by name, not structure: `%A = type { i32 }` and `%B = type { i32 }` are two
//! different types, and both differ from the literal `{ i32 }`.
//!
//! The subset: `void`, integers `i1` to `i64`, `half`, `bfloat`, `float`, `double`, pointers
//! with an address space (opaque: no pointee type), fixed vectors of those, arrays, literal and named structs (packed or not; named ones may be
//! opaque), function types (possibly variadic), and the `label` and `metadata` types that only
//! appear in special positions.

use rustc_hash::FxHashMap as HashMap;
use std::fmt::{self, Write};

use super::addrspace::AddrSpace;
use super::names::write_name;
use crate::entity;
use crate::entity::PrimaryMap;

entity! {
    /// An interned type of one module.
    pub struct TypeId("ty");
}

entity! {
    /// A named struct type of one module.
    pub struct NamedStructId("struct");
}

/// The widest integer type of the subset.
pub const MAX_INT_BITS: u32 = 64;

/// What a type is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `void`: the result of instructions that produce nothing.
    Void,
    /// `label`: only in `br`/`switch` operand syntax.
    Label,
    /// `metadata`: only as an intrinsic argument (`metadata !"typeid"`).
    Metadata,
    /// `iN`, `1 <= N <= 64`.
    Int(u32),
    /// IEEE binary32.
    Float,
    /// IEEE binary64.
    Double,
    /// IEEE binary16 (`half`).
    Half,
    /// bfloat16 (`bfloat`): binary32's exponent with 7 fraction bits.
    BFloat,
    /// `<len x elem>`: a fixed vector of integers, floats or pointers.
    Vector {
        /// Number of elements (at least 1).
        len: u32,
        /// Element type.
        elem: TypeId,
    },
    /// An opaque pointer into an address space.
    Ptr(AddrSpace),
    /// `[len x elem]`.
    Array {
        /// Number of elements.
        len: u64,
        /// Element type.
        elem: TypeId,
    },
    /// A literal struct, `{ ... }` or `<{ ... }>`.
    Struct {
        /// Field types.
        fields: Box<[TypeId]>,
        /// `<{ }>`: no padding between fields.
        packed: bool,
    },
    /// A named struct; its body is in [`Types::named`].
    Named(NamedStructId),
    /// A function type.
    Func {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Box<[TypeId]>,
        /// Takes `...` after the fixed parameters.
        vararg: bool,
    },
}

/// The body of a struct type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StructBody {
    /// Field types.
    pub fields: Vec<TypeId>,
    /// `<{ }>`: no padding between fields.
    pub packed: bool,
}

/// A named struct type.
#[derive(Clone, Debug)]
pub struct NamedStruct {
    /// The name, without `%`.
    pub name: String,
    /// `None` for `type opaque`.
    pub body: Option<StructBody>,
    /// The interned type that refers to this struct.
    pub ty: TypeId,
}

/// The type table of one module.
#[derive(Clone, Debug)]
pub struct Types {
    data: PrimaryMap<TypeId, TypeData>,
    map: HashMap<TypeData, TypeId>,
    named: PrimaryMap<NamedStructId, NamedStruct>,
    named_by_name: HashMap<String, NamedStructId>,
}

impl TypeId {
    /// `void`.
    pub const VOID: TypeId = TypeId(0);
    /// `label`.
    pub const LABEL: TypeId = TypeId(1);
    /// `metadata`.
    pub const METADATA: TypeId = TypeId(2);
    /// `i1`.
    pub const I1: TypeId = TypeId(3);
    /// `i8`.
    pub const I8: TypeId = TypeId(4);
    /// `i16`.
    pub const I16: TypeId = TypeId(5);
    /// `i32`.
    pub const I32: TypeId = TypeId(6);
    /// `i64`.
    pub const I64: TypeId = TypeId(7);
    /// `float`.
    pub const FLOAT: TypeId = TypeId(8);
    /// `double`.
    pub const DOUBLE: TypeId = TypeId(9);
    /// `ptr` (generic address space).
    pub const PTR: TypeId = TypeId(10);
}

impl Types {
    /// A table holding the predefined types (see the constants on [`TypeId`]).
    pub fn new() -> Self {
        let mut t = Types {
            data: PrimaryMap::new(),
            map: HashMap::default(),
            named: PrimaryMap::new(),
            named_by_name: HashMap::default(),
        };
        for d in [
            TypeData::Void,
            TypeData::Label,
            TypeData::Metadata,
            TypeData::Int(1),
            TypeData::Int(8),
            TypeData::Int(16),
            TypeData::Int(32),
            TypeData::Int(64),
            TypeData::Float,
            TypeData::Double,
            TypeData::Ptr(AddrSpace::GENERIC),
        ] {
            t.intern(d);
        }
        debug_assert_eq!(t.intern(TypeData::Ptr(AddrSpace::GENERIC)), TypeId::PTR);
        t
    }

    /// The id of `data`, interning it if new.
    pub fn intern(&mut self, data: TypeData) -> TypeId {
        if let Some(&id) = self.map.get(&data) {
            return id;
        }
        let id = self.data.push(data.clone());
        self.map.insert(data, id);
        id
    }

    /// `iN`. Panics if `bits` is outside `1..=64` (the parser reports that as unsupported).
    pub fn int(&mut self, bits: u32) -> TypeId {
        assert!(
            (1..=MAX_INT_BITS).contains(&bits),
            "integer width {bits} outside the subset"
        );
        self.intern(TypeData::Int(bits))
    }

    /// `ptr addrspace(n)`.
    pub fn ptr(&mut self, space: AddrSpace) -> TypeId {
        self.intern(TypeData::Ptr(space))
    }

    /// `[len x elem]`.
    pub fn array(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.intern(TypeData::Array { len, elem })
    }

    /// `half`.
    pub fn half(&mut self) -> TypeId {
        self.intern(TypeData::Half)
    }

    /// `bfloat`.
    pub fn bfloat(&mut self) -> TypeId {
        self.intern(TypeData::BFloat)
    }

    /// `<len x elem>`.
    pub fn vector(&mut self, elem: TypeId, len: u32) -> TypeId {
        self.intern(TypeData::Vector { len, elem })
    }

    /// A literal struct.
    pub fn struct_(&mut self, fields: &[TypeId], packed: bool) -> TypeId {
        self.intern(TypeData::Struct {
            fields: fields.into(),
            packed,
        })
    }

    /// A function type.
    pub fn func(&mut self, ret: TypeId, params: &[TypeId], vararg: bool) -> TypeId {
        self.intern(TypeData::Func {
            ret,
            params: params.into(),
            vararg,
        })
    }

    /// The named struct `name`, created opaque if it does not exist yet.
    pub fn named(&mut self, name: &str) -> NamedStructId {
        if let Some(&id) = self.named_by_name.get(name) {
            return id;
        }
        let id = self.named.next_key();
        let ty = self.intern(TypeData::Named(id));
        self.named.push(NamedStruct {
            name: name.to_owned(),
            body: None,
            ty,
        });
        self.named_by_name.insert(name.to_owned(), id);
        id
    }

    /// Looks up a named struct without creating it.
    pub fn find_named(&self, name: &str) -> Option<NamedStructId> {
        self.named_by_name.get(name).copied()
    }

    /// Sets the body of a named struct (`None` makes it opaque).
    pub fn set_body(&mut self, id: NamedStructId, body: Option<StructBody>) {
        self.named[id].body = body;
    }

    /// A named struct.
    pub fn named_struct(&self, id: NamedStructId) -> &NamedStruct {
        &self.named[id]
    }

    /// Every named struct, in creation order.
    pub fn named_structs(&self) -> impl Iterator<Item = (NamedStructId, &NamedStruct)> {
        self.named.iter()
    }

    /// Number of interned types (ids are below this).
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Never true: the predefined types are always present.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// What `ty` is.
    #[inline]
    pub fn get(&self, ty: TypeId) -> &TypeData {
        &self.data[ty]
    }

    /// Whether `ty` was made by this table.
    pub fn is_valid(&self, ty: TypeId) -> bool {
        self.data.is_valid(ty)
    }

    /// Whether `ty` is `void`.
    pub fn is_void(&self, ty: TypeId) -> bool {
        ty == TypeId::VOID
    }

    /// The width of an integer type.
    pub fn int_bits(&self, ty: TypeId) -> Option<u32> {
        match self.data[ty] {
            TypeData::Int(b) => Some(b),
            _ => None,
        }
    }

    /// Whether `ty` is an integer type.
    pub fn is_int(&self, ty: TypeId) -> bool {
        matches!(self.data[ty], TypeData::Int(_))
    }

    /// Whether `ty` is a floating-point type (`half`, `bfloat`, `float`, `double`).
    pub fn is_float(&self, ty: TypeId) -> bool {
        matches!(
            self.data[ty],
            TypeData::Float | TypeData::Double | TypeData::Half | TypeData::BFloat
        )
    }

    /// Width in bits of a floating-point type.
    pub fn float_bits(&self, ty: TypeId) -> Option<u32> {
        match self.data[ty] {
            TypeData::Half | TypeData::BFloat => Some(16),
            TypeData::Float => Some(32),
            TypeData::Double => Some(64),
            _ => None,
        }
    }

    /// The element type and length of a vector type.
    pub fn vector_parts(&self, ty: TypeId) -> Option<(TypeId, u32)> {
        match self.data[ty] {
            TypeData::Vector { len, elem } => Some((elem, len)),
            _ => None,
        }
    }

    /// Whether `ty` is a vector type.
    pub fn is_vector(&self, ty: TypeId) -> bool {
        matches!(self.data[ty], TypeData::Vector { .. })
    }

    /// The element type of a vector, or `ty` itself (LLVM's `getScalarType`).
    pub fn scalar_of(&self, ty: TypeId) -> TypeId {
        self.vector_parts(ty).map_or(ty, |(e, _)| e)
    }

    /// `ty` with its scalar type replaced by `scalar`: `<N x scalar>` for a vector `ty`,
    /// `scalar` otherwise (for compares and casts of vectors).
    pub fn with_scalar(&mut self, ty: TypeId, scalar: TypeId) -> TypeId {
        match self.vector_parts(ty) {
            Some((_, len)) => self.vector(scalar, len),
            None => scalar,
        }
    }

    /// Whether `ty` is an integer or a vector of integers.
    pub fn is_int_or_int_vector(&self, ty: TypeId) -> bool {
        self.is_int(self.scalar_of(ty))
    }

    /// Whether `ty` is a floating-point type or a vector of one.
    pub fn is_float_or_float_vector(&self, ty: TypeId) -> bool {
        self.is_float(self.scalar_of(ty))
    }

    /// Whether `ty` is a pointer or a vector of pointers.
    pub fn is_ptr_or_ptr_vector(&self, ty: TypeId) -> bool {
        self.is_ptr(self.scalar_of(ty))
    }

    /// Whether `ty` is a pointer.
    pub fn is_ptr(&self, ty: TypeId) -> bool {
        matches!(self.data[ty], TypeData::Ptr(_))
    }

    /// The address space of a pointer type.
    pub fn ptr_space(&self, ty: TypeId) -> Option<AddrSpace> {
        match self.data[ty] {
            TypeData::Ptr(s) => Some(s),
            _ => None,
        }
    }

    /// Whether `ty` is a generic pointer.
    pub fn is_generic_ptr(&self, ty: TypeId) -> bool {
        self.ptr_space(ty) == Some(AddrSpace::GENERIC)
    }

    /// Whether `ty` is an integer, floating-point or pointer type.
    pub fn is_scalar(&self, ty: TypeId) -> bool {
        matches!(
            self.data[ty],
            TypeData::Int(_)
                | TypeData::Float
                | TypeData::Double
                | TypeData::Half
                | TypeData::BFloat
                | TypeData::Ptr(_)
        )
    }

    /// Whether `ty` is a scalar or a vector (a single-value type, LLVM's `isSingleValueType`).
    pub fn is_single_value(&self, ty: TypeId) -> bool {
        self.is_scalar(ty) || self.is_vector(ty)
    }

    /// Whether `ty` is an array or struct (named or literal).
    pub fn is_aggregate(&self, ty: TypeId) -> bool {
        matches!(
            self.data[ty],
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_)
        )
    }

    /// Whether a value can have type `ty` (an SSA value, a parameter, a load result).
    pub fn is_first_class(&self, ty: TypeId) -> bool {
        self.is_single_value(ty) || (self.is_aggregate(ty) && self.is_sized(ty))
    }

    /// Whether `ty` has a size: scalars, and aggregates made of sized types.
    pub fn is_sized(&self, ty: TypeId) -> bool {
        match &self.data[ty] {
            TypeData::Int(_)
            | TypeData::Float
            | TypeData::Double
            | TypeData::Half
            | TypeData::BFloat
            | TypeData::Ptr(_)
            | TypeData::Vector { .. } => true,
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => false,
            TypeData::Array { elem, .. } => self.is_sized(*elem),
            TypeData::Struct { fields, .. } => fields.iter().all(|&f| self.is_sized(f)),
            TypeData::Named(id) => match &self.named[*id].body {
                Some(b) => b.fields.iter().all(|&f| self.is_sized(f)),
                None => false,
            },
        }
    }

    /// The fields of a struct type (named or literal) and whether it is packed. `None` for
    /// other types and opaque structs.
    pub fn struct_fields(&self, ty: TypeId) -> Option<(&[TypeId], bool)> {
        match &self.data[ty] {
            TypeData::Struct { fields, packed } => Some((fields, *packed)),
            TypeData::Named(id) => self.named[*id]
                .body
                .as_ref()
                .map(|b| (b.fields.as_slice(), b.packed)),
            _ => None,
        }
    }

    /// The element type and length of an array type.
    pub fn array_parts(&self, ty: TypeId) -> Option<(TypeId, u64)> {
        match self.data[ty] {
            TypeData::Array { elem, len } => Some((elem, len)),
            _ => None,
        }
    }

    /// The parts of a function type: return type, parameter types, variadic.
    pub fn func_parts(&self, ty: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match &self.data[ty] {
            TypeData::Func {
                ret,
                params,
                vararg,
            } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }

    /// The type of field `index` of an aggregate (`extractvalue` indexing).
    pub fn aggregate_field(&self, ty: TypeId, index: u64) -> Option<TypeId> {
        if let Some((elem, len)) = self.array_parts(ty) {
            return (index < len).then_some(elem);
        }
        let (fields, _) = self.struct_fields(ty)?;
        usize::try_from(index)
            .ok()
            .and_then(|i| fields.get(i).copied())
    }

    /// One step of `getelementptr` indexing after the first index: the type reached from
    /// aggregate `cur` by an index of type `index_ty` whose value is `index_const` when it is
    /// a constant. Structs need a constant `i32` index in range; arrays any integer.
    pub fn gep_step(
        &self,
        cur: TypeId,
        index_ty: TypeId,
        index_const: Option<u64>,
    ) -> Result<TypeId, String> {
        if !self.is_int(index_ty) {
            return Err("getelementptr index must be an integer".to_owned());
        }
        if let Some((elem, _)) = self.array_parts(cur) {
            return Ok(elem);
        }
        if let Some((fields, _)) = self.struct_fields(cur) {
            if index_ty != TypeId::I32 {
                return Err("a struct index of getelementptr must be an i32 constant".to_owned());
            }
            let Some(i) = index_const else {
                return Err("a struct index of getelementptr must be an i32 constant".to_owned());
            };
            return usize::try_from(i)
                .ok()
                .and_then(|i| fields.get(i).copied())
                .ok_or_else(|| format!("struct index {i} is out of range"));
        }
        Err(format!(
            "getelementptr cannot index into '{}'",
            self.display(cur)
        ))
    }

    /// Writes `ty` as the text form spells it.
    pub fn write(&self, out: &mut impl Write, ty: TypeId) -> fmt::Result {
        match &self.data[ty] {
            TypeData::Void => out.write_str("void"),
            TypeData::Label => out.write_str("label"),
            TypeData::Metadata => out.write_str("metadata"),
            TypeData::Int(b) => match b {
                1 => out.write_str("i1"),
                8 => out.write_str("i8"),
                16 => out.write_str("i16"),
                32 => out.write_str("i32"),
                64 => out.write_str("i64"),
                _ => write!(out, "i{b}"),
            },
            TypeData::Float => out.write_str("float"),
            TypeData::Double => out.write_str("double"),
            TypeData::Half => out.write_str("half"),
            TypeData::BFloat => out.write_str("bfloat"),
            TypeData::Vector { len, elem } => {
                write!(out, "<{len} x ")?;
                self.write(out, *elem)?;
                out.write_char('>')
            }
            TypeData::Ptr(s) if s.is_generic() => out.write_str("ptr"),
            TypeData::Ptr(s) => match s.0 {
                1 => out.write_str("ptr addrspace(1)"),
                3 => out.write_str("ptr addrspace(3)"),
                4 => out.write_str("ptr addrspace(4)"),
                5 => out.write_str("ptr addrspace(5)"),
                n => write!(out, "ptr addrspace({n})"),
            },
            TypeData::Array { len, elem } => {
                write!(out, "[{len} x ")?;
                self.write(out, *elem)?;
                out.write_char(']')
            }
            TypeData::Struct { fields, packed } => self.write_struct_body(out, fields, *packed),
            TypeData::Named(id) => write_name(out, '%', &self.named[*id].name),
            TypeData::Func {
                ret,
                params,
                vararg,
            } => {
                self.write(out, *ret)?;
                out.write_str(" (")?;
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.write_str(", ")?;
                    }
                    self.write(out, *p)?;
                }
                if *vararg {
                    out.write_str(if params.is_empty() { "..." } else { ", ..." })?;
                }
                out.write_char(')')
            }
        }
    }

    /// Writes a struct body: `{ i32, ptr }`, `<{ i8, i32 }>`, `{}`.
    pub fn write_struct_body(
        &self,
        out: &mut impl Write,
        fields: &[TypeId],
        packed: bool,
    ) -> fmt::Result {
        if packed {
            out.write_char('<')?;
        }
        if fields.is_empty() {
            out.write_str("{}")?;
        } else {
            out.write_str("{ ")?;
            for (i, f) in fields.iter().enumerate() {
                if i > 0 {
                    out.write_str(", ")?;
                }
                self.write(out, *f)?;
            }
            out.write_str(" }")?;
        }
        if packed {
            out.write_char('>')?;
        }
        Ok(())
    }

    /// `ty` as the text form spells it.
    pub fn display(&self, ty: TypeId) -> String {
        let mut s = String::new();
        let _ = self.write(&mut s, ty);
        s
    }
}

impl Default for Types {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_structural_except_for_named() {
        let mut t = Types::new();
        assert_eq!(t.int(32), TypeId::I32);
        assert_eq!(t.ptr(AddrSpace::GENERIC), TypeId::PTR);
        let a = t.array(TypeId::I32, 4);
        assert_eq!(a, t.array(TypeId::I32, 4));
        let s1 = t.struct_(&[TypeId::I32], false);
        let na = t.named("A");
        let nb = t.named("B");
        t.set_body(
            na,
            Some(StructBody {
                fields: vec![TypeId::I32],
                packed: false,
            }),
        );
        t.set_body(
            nb,
            Some(StructBody {
                fields: vec![TypeId::I32],
                packed: false,
            }),
        );
        let (ta, tb) = (t.named_struct(na).ty, t.named_struct(nb).ty);
        assert_ne!(ta, tb);
        assert_ne!(ta, s1);
        assert_eq!(t.struct_fields(ta), t.struct_fields(s1));
    }

    #[test]
    fn display_spellings() {
        let mut t = Types::new();
        let p3 = t.ptr(AddrSpace::SHARED);
        let s = t.struct_(&[TypeId::I8, p3], true);
        let a = t.array(s, 2);
        let f = t.func(TypeId::VOID, &[TypeId::PTR], true);
        let e = t.struct_(&[], false);
        assert_eq!(t.display(a), "[2 x <{ i8, ptr addrspace(3) }>]");
        assert_eq!(t.display(f), "void (ptr, ...)");
        assert_eq!(t.display(e), "{}");
        let n = t.named("struct.my type");
        assert_eq!(t.display(t.named_struct(n).ty), "%\"struct.my type\"");
    }

    #[test]
    fn sizedness() {
        let mut t = Types::new();
        let o = t.named("opaque");
        let ot = t.named_struct(o).ty;
        let s = t.struct_(&[TypeId::I32, ot], false);
        assert!(!t.is_sized(ot));
        assert!(!t.is_sized(s));
        assert!(t.is_sized(TypeId::PTR));
        assert!(!t.is_first_class(TypeId::VOID));
    }
}
