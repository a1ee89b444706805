//! Attributes of functions, parameters, returns and call sites, and their interned sets.
//!
//! One table ([`AttrFlag`]) lists every keyword attribute of LLVM 19 that takes no argument,
//! with the positions it may appear in. Attributes with a payload have their own variants of
//! [`Attribute`]. String attributes (`"key"="value"`, `"nooutline"`) are kept as strings.
//!
//! An [`AttrSetId`] names an interned, sorted, duplicate-free set of attributes; id 0 is the
//! empty set. Sets are canonical: the same attributes give the same id whatever order they were
//! written in, and a later attribute of the same kind replaces an earlier one (as in LLVM).
//!
//! As LLVM 19 does, the function attributes `readnone`, `readonly`, `writeonly`, `argmemonly`,
//! `inaccessiblememonly` and `inaccessiblemem_or_argmemonly` are read as the equivalent
//! `memory(...)` attribute (the parser does this; see [`MemoryEffects::upgrade`]).

use rustc_hash::FxHashMap as HashMap;
use std::fmt::{self, Write};

use super::types::{TypeId, Types};
use crate::entity;
use crate::entity::PrimaryMap;

/// Where an attribute may be written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AttrScope(u8);

impl AttrScope {
    /// On a function (or a call site's function attributes).
    pub const FN: AttrScope = AttrScope(1);
    /// On a parameter (or a call argument).
    pub const PARAM: AttrScope = AttrScope(2);
    /// On a return value.
    pub const RET: AttrScope = AttrScope(4);
    /// On a parameter or a return value.
    pub const VALUE: AttrScope = AttrScope(2 | 4);
    /// Anywhere.
    pub const ANY: AttrScope = AttrScope(1 | 2 | 4);
    /// On a function or a parameter (`alignstack`).
    pub const FN_OR_PARAM: AttrScope = AttrScope(1 | 2);

    /// Whether `self` allows every position of `other`.
    pub fn contains(self, other: AttrScope) -> bool {
        self.0 & other.0 == other.0
    }
}

macro_rules! flag_attrs {
    ($($variant:ident => $name:literal, $scope:ident;)*) => {
        /// A keyword attribute without argument.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum AttrFlag {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl AttrFlag {
            /// Every flag, in declaration order.
            pub const ALL: &'static [AttrFlag] = &[$(AttrFlag::$variant),*];

            /// The keyword.
            pub fn name(self) -> &'static str {
                match self {
                    $(AttrFlag::$variant => $name,)*
                }
            }

            /// Where the flag may be written.
            pub fn scope(self) -> AttrScope {
                match self {
                    $(AttrFlag::$variant => AttrScope::$scope,)*
                }
            }

            /// The flag spelled `name`.
            pub fn from_name(name: &str) -> Option<AttrFlag> {
                match name {
                    $($name => Some(AttrFlag::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

flag_attrs! {
    AllocAlign => "allocalign", PARAM;
    AllocPtr => "allocptr", PARAM;
    AlwaysInline => "alwaysinline", FN;
    Builtin => "builtin", FN;
    Cold => "cold", FN;
    Convergent => "convergent", FN;
    CoroOnlyDestroyWhenComplete => "coro_only_destroy_when_complete", FN;
    DeadOnUnwind => "dead_on_unwind", PARAM;
    DisableSanitizerInstrumentation => "disable_sanitizer_instrumentation", FN;
    FnRetThunkExtern => "fn_ret_thunk_extern", FN;
    Hot => "hot", FN;
    HybridPatchable => "hybrid_patchable", FN;
    ImmArg => "immarg", PARAM;
    InReg => "inreg", VALUE;
    InlineHint => "inlinehint", FN;
    JumpTable => "jumptable", FN;
    MinSize => "minsize", FN;
    MustProgress => "mustprogress", FN;
    Naked => "naked", FN;
    Nest => "nest", PARAM;
    NoAlias => "noalias", VALUE;
    NoBuiltin => "nobuiltin", FN;
    NoCallback => "nocallback", FN;
    NoCapture => "nocapture", PARAM;
    NoCfCheck => "nocf_check", FN;
    NoDuplicate => "noduplicate", FN;
    NoFree => "nofree", ANY;
    NoImplicitFloat => "noimplicitfloat", FN;
    NoInline => "noinline", FN;
    NoMerge => "nomerge", FN;
    NoProfile => "noprofile", FN;
    NoRecurse => "norecurse", FN;
    NoRedZone => "noredzone", FN;
    NoReturn => "noreturn", FN;
    NoSanitizeBounds => "nosanitize_bounds", FN;
    NoSanitizeCoverage => "nosanitize_coverage", FN;
    NoSync => "nosync", FN;
    NoUndef => "noundef", VALUE;
    NoUnwind => "nounwind", FN;
    NonLazyBind => "nonlazybind", FN;
    NonNull => "nonnull", VALUE;
    NullPointerIsValid => "null_pointer_is_valid", FN;
    OptDebug => "optdebug", FN;
    OptForFuzzing => "optforfuzzing", FN;
    OptNone => "optnone", FN;
    OptSize => "optsize", FN;
    PresplitCoroutine => "presplitcoroutine", FN;
    ReadNone => "readnone", PARAM;
    ReadOnly => "readonly", PARAM;
    Returned => "returned", PARAM;
    ReturnsTwice => "returns_twice", FN;
    SafeStack => "safestack", FN;
    SanitizeAddress => "sanitize_address", FN;
    SanitizeHwaddress => "sanitize_hwaddress", FN;
    SanitizeMemTag => "sanitize_memtag", FN;
    SanitizeMemory => "sanitize_memory", FN;
    SanitizeNumericalStability => "sanitize_numerical_stability", FN;
    SanitizeThread => "sanitize_thread", FN;
    ShadowCallStack => "shadowcallstack", FN;
    SignExt => "signext", VALUE;
    SkipProfile => "skipprofile", FN;
    Speculatable => "speculatable", FN;
    SpeculativeLoadHardening => "speculative_load_hardening", FN;
    Ssp => "ssp", FN;
    SspReq => "sspreq", FN;
    SspStrong => "sspstrong", FN;
    StrictFp => "strictfp", FN;
    WillReturn => "willreturn", FN;
    Writable => "writable", PARAM;
    WriteOnly => "writeonly", PARAM;
    ZeroExt => "zeroext", VALUE;
}

/// Access to one kind of memory: none, read, write, or both.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ModRef {
    /// `none`
    NoModRef = 0,
    /// `read`
    Ref = 1,
    /// `write`
    Mod = 2,
    /// `readwrite`
    ModRef = 3,
}

impl ModRef {
    fn from_bits(b: u8) -> ModRef {
        match b & 3 {
            0 => ModRef::NoModRef,
            1 => ModRef::Ref,
            2 => ModRef::Mod,
            _ => ModRef::ModRef,
        }
    }

    /// The keyword (`none`, `read`, `write`, `readwrite`).
    pub fn name(self) -> &'static str {
        match self {
            ModRef::NoModRef => "none",
            ModRef::Ref => "read",
            ModRef::Mod => "write",
            ModRef::ModRef => "readwrite",
        }
    }

    /// The access spelled `name`.
    pub fn from_name(name: &str) -> Option<ModRef> {
        Some(match name {
            "none" => ModRef::NoModRef,
            "read" => ModRef::Ref,
            "write" => ModRef::Mod,
            "readwrite" => ModRef::ModRef,
            _ => return None,
        })
    }

    /// Access allowed by both.
    pub fn intersect(self, other: ModRef) -> ModRef {
        ModRef::from_bits(self as u8 & other as u8)
    }
}

/// A memory location kind of `memory(...)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MemLocation {
    /// `argmem`: memory reached through pointer arguments.
    ArgMem,
    /// `inaccessiblemem`: memory the module cannot name.
    InaccessibleMem,
    /// Everything else.
    Other,
}

/// The `memory(...)` attribute: what a function may do to each kind of memory.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct MemoryEffects {
    /// Pointer-argument memory.
    pub argmem: ModRef,
    /// Inaccessible memory.
    pub inaccessiblemem: ModRef,
    /// All other memory.
    pub other: ModRef,
}

impl MemoryEffects {
    /// May do anything.
    pub const UNKNOWN: MemoryEffects = MemoryEffects::all(ModRef::ModRef);

    /// The same access everywhere.
    pub const fn all(mr: ModRef) -> MemoryEffects {
        MemoryEffects {
            argmem: mr,
            inaccessiblemem: mr,
            other: mr,
        }
    }

    /// Access per location.
    pub fn get(self, loc: MemLocation) -> ModRef {
        match loc {
            MemLocation::ArgMem => self.argmem,
            MemLocation::InaccessibleMem => self.inaccessiblemem,
            MemLocation::Other => self.other,
        }
    }

    /// Location by location intersection.
    pub fn intersect(self, o: MemoryEffects) -> MemoryEffects {
        MemoryEffects {
            argmem: self.argmem.intersect(o.argmem),
            inaccessiblemem: self.inaccessiblemem.intersect(o.inaccessiblemem),
            other: self.other.intersect(o.other),
        }
    }

    /// The effects the legacy function attribute `name` stands for (`readonly` is
    /// `memory(read)`, `argmemonly` is `memory(argmem: readwrite)`, ...).
    pub fn upgrade(name: &str) -> Option<MemoryEffects> {
        let none = ModRef::NoModRef;
        let rw = ModRef::ModRef;
        Some(match name {
            "readnone" => MemoryEffects::all(none),
            "readonly" => MemoryEffects::all(ModRef::Ref),
            "writeonly" => MemoryEffects::all(ModRef::Mod),
            "argmemonly" => MemoryEffects {
                argmem: rw,
                inaccessiblemem: none,
                other: none,
            },
            "inaccessiblememonly" => MemoryEffects {
                argmem: none,
                inaccessiblemem: rw,
                other: none,
            },
            "inaccessiblemem_or_argmemonly" => MemoryEffects {
                argmem: rw,
                inaccessiblemem: rw,
                other: none,
            },
            _ => return None,
        })
    }

    /// Writes the parenthesized body as LLVM does: the access of "other" memory first as the
    /// default, then each location that differs from it.
    pub fn write_body(self, out: &mut impl Write) -> fmt::Result {
        let other = self.other;
        let union =
            ModRef::from_bits(self.argmem as u8 | self.inaccessiblemem as u8 | self.other as u8);
        let mut first = true;
        if other != ModRef::NoModRef || union == other {
            out.write_str(other.name())?;
            first = false;
        }
        for (loc, name) in [
            (MemLocation::ArgMem, "argmem"),
            (MemLocation::InaccessibleMem, "inaccessiblemem"),
        ] {
            let mr = self.get(loc);
            if mr == other {
                continue;
            }
            if !first {
                out.write_str(", ")?;
            }
            first = false;
            write!(out, "{name}: {}", mr.name())?;
        }
        Ok(())
    }
}

/// Bits of `nofpclass(...)`, in LLVM's `FPClassTest` encoding.
pub mod fpclass {
    /// Every class.
    pub const ALL: u16 = 0x3ff;
    /// (mask, keyword) in the order LLVM prints them greedily.
    pub const NAMES: &[(u16, &str)] = &[
        (0x3ff, "all"),
        (0x003, "nan"),
        (0x001, "snan"),
        (0x002, "qnan"),
        (0x204, "inf"),
        (0x004, "ninf"),
        (0x200, "pinf"),
        (0x060, "zero"),
        (0x020, "nzero"),
        (0x040, "pzero"),
        (0x090, "sub"),
        (0x010, "nsub"),
        (0x080, "psub"),
        (0x108, "norm"),
        (0x008, "nnorm"),
        (0x100, "pnorm"),
    ];
}

/// One attribute.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Attribute {
    /// A keyword without argument.
    Flag(AttrFlag),
    /// `align N` on a parameter or return value (bytes, a power of two).
    Align(u64),
    /// `alignstack(N)` on a function or a parameter.
    AlignStack(u64),
    /// `dereferenceable(N)`.
    Dereferenceable(u64),
    /// `dereferenceable_or_null(N)`.
    DereferenceableOrNull(u64),
    /// `byval(<ty>)`: the argument is a pointer to a copy of a `<ty>` made by the caller.
    ByVal(TypeId),
    /// `byref(<ty>)`.
    ByRef(TypeId),
    /// `sret(<ty>)`.
    SRet(TypeId),
    /// `elementtype(<ty>)`.
    ElementType(TypeId),
    /// `memory(...)`.
    Memory(MemoryEffects),
    /// `nofpclass(...)`, as a [`fpclass`] mask.
    NoFpClass(u16),
    /// `range(<ty> lo, hi)`: the half-open range `[lo, hi)` wrapping, as bits of `ty`.
    Range {
        /// The integer type.
        ty: TypeId,
        /// Lower bound (inclusive).
        lo: u64,
        /// Upper bound (exclusive).
        hi: u64,
    },
    /// A keyword with arguments that seam keeps as canonical text: `uwtable(sync)`.
    Other {
        /// The keyword.
        name: Box<str>,
        /// The argument text between the parentheses, or `None` for the bare keyword.
        args: Option<Box<str>>,
    },
    /// `"key"` or `"key"="value"`.
    Str {
        /// The key.
        key: Box<str>,
        /// The value, if written.
        value: Option<Box<str>>,
    },
}

/// What makes two attributes "the same kind" (a set holds at most one of each kind).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind<'a> {
    /// A flag.
    Flag(AttrFlag),
    /// A payload attribute, by keyword.
    Keyword(&'a str),
    /// A string attribute, by key.
    Str(&'a str),
}

/// Keywords with arguments that seam keeps as text ([`Attribute::Other`]).
pub const TEXT_ATTRS: &[&str] = &["uwtable"];

/// LLVM 19 attributes outside the subset: allocation, scalable-vector and initialization facts,
/// and the Swift and x86-MSVC argument conventions, which mean nothing for NVPTX and carry
/// verifier rules seam does not implement.
pub const UNSUPPORTED_ATTRS: &[&str] = &[
    "allocsize",
    "vscale_range",
    "allockind",
    "initializes",
    "inalloca",
    "preallocated",
    "swifterror",
    "swiftself",
    "swiftasync",
];

impl Attribute {
    /// The kind, for de-duplication.
    pub fn kind(&self) -> AttrKind<'_> {
        match self {
            Attribute::Flag(f) => AttrKind::Flag(*f),
            Attribute::Align(_) => AttrKind::Keyword("align"),
            Attribute::AlignStack(_) => AttrKind::Keyword("alignstack"),
            Attribute::Dereferenceable(_) => AttrKind::Keyword("dereferenceable"),
            Attribute::DereferenceableOrNull(_) => AttrKind::Keyword("dereferenceable_or_null"),
            Attribute::ByVal(_) => AttrKind::Keyword("byval"),
            Attribute::ByRef(_) => AttrKind::Keyword("byref"),
            Attribute::SRet(_) => AttrKind::Keyword("sret"),
            Attribute::ElementType(_) => AttrKind::Keyword("elementtype"),
            Attribute::Memory(_) => AttrKind::Keyword("memory"),
            Attribute::NoFpClass(_) => AttrKind::Keyword("nofpclass"),
            Attribute::Range { .. } => AttrKind::Keyword("range"),
            Attribute::Other { name, .. } => AttrKind::Keyword(name),
            Attribute::Str { key, .. } => AttrKind::Str(key),
        }
    }

    /// The keyword (or string key) of this attribute, for messages.
    pub fn keyword(&self) -> &str {
        match self.kind() {
            AttrKind::Flag(f) => f.name(),
            AttrKind::Keyword(k) | AttrKind::Str(k) => k,
        }
    }

    /// Where this attribute may be written.
    pub fn scope(&self) -> AttrScope {
        match self {
            Attribute::Flag(f) => f.scope(),
            Attribute::Align(_)
            | Attribute::Dereferenceable(_)
            | Attribute::DereferenceableOrNull(_)
            | Attribute::NoFpClass(_)
            | Attribute::Range { .. } => AttrScope::VALUE,
            Attribute::ByVal(_)
            | Attribute::ByRef(_)
            | Attribute::SRet(_)
            | Attribute::ElementType(_) => AttrScope::PARAM,
            Attribute::AlignStack(_) => AttrScope::FN_OR_PARAM,
            Attribute::Memory(_) => AttrScope::FN,
            Attribute::Other { .. } => AttrScope::FN,
            Attribute::Str { .. } => AttrScope::ANY,
        }
    }

    /// A string attribute without value (`"nooutline"`).
    pub fn string(key: &str) -> Attribute {
        Attribute::Str {
            key: key.into(),
            value: None,
        }
    }

    /// A string attribute with a value (`"target-cpu"="sm_90"`).
    pub fn string_value(key: &str, value: &str) -> Attribute {
        Attribute::Str {
            key: key.into(),
            value: Some(value.into()),
        }
    }

    /// Writes the attribute as the text form spells it.
    pub fn write(&self, out: &mut impl Write, types: &Types) -> fmt::Result {
        match self {
            Attribute::Flag(f) => out.write_str(f.name()),
            Attribute::Align(n) => write!(out, "align {n}"),
            // Function attributes are printed in attribute groups, where LLVM spells it so.
            Attribute::AlignStack(n) => write!(out, "alignstack={n}"),
            Attribute::Dereferenceable(n) => write!(out, "dereferenceable({n})"),
            Attribute::DereferenceableOrNull(n) => write!(out, "dereferenceable_or_null({n})"),
            Attribute::ByVal(t)
            | Attribute::ByRef(t)
            | Attribute::SRet(t)
            | Attribute::ElementType(t) => {
                out.write_str(self.keyword())?;
                out.write_char('(')?;
                types.write(out, *t)?;
                out.write_char(')')
            }
            Attribute::Memory(me) => {
                out.write_str("memory(")?;
                me.write_body(out)?;
                out.write_char(')')
            }
            Attribute::NoFpClass(mask) => {
                out.write_str("nofpclass(")?;
                let mut rest = *mask;
                let mut first = true;
                for &(m, name) in fpclass::NAMES {
                    if rest & m == m && m != 0 {
                        if !first {
                            out.write_char(' ')?;
                        }
                        out.write_str(name)?;
                        first = false;
                        rest &= !m;
                    }
                }
                if first {
                    out.write_str("none")?;
                }
                out.write_char(')')
            }
            Attribute::Range { ty, lo, hi } => {
                let bits = types.int_bits(*ty).unwrap_or(64);
                out.write_str("range(")?;
                types.write(out, *ty)?;
                write!(
                    out,
                    " {}, {})",
                    sign_extend(*lo, bits),
                    sign_extend(*hi, bits)
                )
            }
            Attribute::Other { name, args } => {
                out.write_str(name)?;
                if let Some(a) = args {
                    write!(out, "({a})")?;
                }
                Ok(())
            }
            Attribute::Str { key, value } => {
                out.write_char('"')?;
                super::names::write_escaped(out, key.as_bytes())?;
                out.write_char('"')?;
                if let Some(v) = value {
                    out.write_str("=\"")?;
                    super::names::write_escaped(out, v.as_bytes())?;
                    out.write_char('"')?;
                }
                Ok(())
            }
        }
    }
}

/// Sign-extends the low `bits` of `v`.
pub fn sign_extend(v: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        return v as i64;
    }
    let shift = 64 - bits;
    ((v << shift) as i64) >> shift
}

entity! {
    /// An interned attribute set of one module; [`AttrSetId::EMPTY`] is the empty set.
    pub struct AttrSetId("attrs");
}

impl Default for AttrSetId {
    fn default() -> Self {
        AttrSetId::EMPTY
    }
}

impl AttrSetId {
    /// The empty set.
    pub const EMPTY: AttrSetId = AttrSetId(0);

    /// Whether this is the empty set.
    pub fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
}

/// The attribute-set table of one module.
#[derive(Clone, Debug)]
pub struct AttrSets {
    sets: PrimaryMap<AttrSetId, Box<[Attribute]>>,
    map: HashMap<Box<[Attribute]>, AttrSetId>,
}

impl AttrSets {
    /// A table holding only the empty set.
    pub fn new() -> Self {
        let mut s = AttrSets {
            sets: PrimaryMap::new(),
            map: HashMap::default(),
        };
        let empty: Box<[Attribute]> = Box::new([]);
        let id = s.sets.push(empty.clone());
        s.map.insert(empty, id);
        s
    }

    /// Interns `attrs`: sorted, and for each kind only the last one written is kept.
    pub fn intern(&mut self, attrs: Vec<Attribute>) -> AttrSetId {
        if attrs.is_empty() {
            return AttrSetId::EMPTY;
        }
        let mut kept: Vec<Attribute> = Vec::with_capacity(attrs.len());
        for mut a in attrs.into_iter().rev() {
            // LLVM does not distinguish "key"="" from "key".
            if let Attribute::Str { value, .. } = &mut a
                && value.as_deref() == Some("")
            {
                *value = None;
            }
            if !kept.iter().any(|k| k.kind() == a.kind()) {
                kept.push(a);
            }
        }
        kept.sort();
        let key: Box<[Attribute]> = kept.into_boxed_slice();
        if let Some(&id) = self.map.get(&key) {
            return id;
        }
        let id = self.sets.push(key.clone());
        self.map.insert(key, id);
        id
    }

    /// The attributes of a set, sorted.
    pub fn get(&self, id: AttrSetId) -> &[Attribute] {
        &self.sets[id]
    }

    /// Whether `id` was made by this table.
    pub fn is_valid(&self, id: AttrSetId) -> bool {
        self.sets.is_valid(id)
    }

    /// Whether the set holds `flag`.
    pub fn has(&self, id: AttrSetId, flag: AttrFlag) -> bool {
        self.sets[id].contains(&Attribute::Flag(flag))
    }

    /// Whether the set holds the string attribute `key`.
    pub fn has_string(&self, id: AttrSetId, key: &str) -> bool {
        self.sets[id]
            .iter()
            .any(|a| matches!(a, Attribute::Str { key: k, .. } if &**k == key))
    }

    /// The attribute of the set with the same kind as `like`, if any.
    pub fn find<'a>(&'a self, id: AttrSetId, kind: AttrKind<'_>) -> Option<&'a Attribute> {
        self.sets[id].iter().find(|a| a.kind() == kind)
    }

    /// The `byval` type, if the set has one.
    pub fn byval(&self, id: AttrSetId) -> Option<TypeId> {
        self.sets[id].iter().find_map(|a| match a {
            Attribute::ByVal(t) => Some(*t),
            _ => None,
        })
    }

    /// The `align` value, if the set has one.
    pub fn align(&self, id: AttrSetId) -> Option<u64> {
        self.sets[id].iter().find_map(|a| match a {
            Attribute::Align(n) => Some(*n),
            _ => None,
        })
    }

    /// The set with `attr` added (replacing one of the same kind).
    pub fn with(&mut self, id: AttrSetId, attr: Attribute) -> AttrSetId {
        let mut v = self.sets[id].to_vec();
        v.push(attr);
        self.intern(v)
    }

    /// The set without `flag`.
    pub fn without(&mut self, id: AttrSetId, flag: AttrFlag) -> AttrSetId {
        self.retain(id, |a| *a != Attribute::Flag(flag))
    }

    /// The set keeping only the attributes for which `keep` is true.
    pub fn retain(&mut self, id: AttrSetId, keep: impl Fn(&Attribute) -> bool) -> AttrSetId {
        let v: Vec<Attribute> = self.sets[id].iter().filter(|a| keep(a)).cloned().collect();
        self.intern(v)
    }

    /// Writes the set's attributes separated by spaces (as an attribute group spells them).
    pub fn write(&self, out: &mut impl Write, types: &Types, id: AttrSetId) -> fmt::Result {
        for (i, a) in self.sets[id].iter().enumerate() {
            if i > 0 {
                out.write_char(' ')?;
            }
            a.write(out, types)?;
        }
        Ok(())
    }

    /// Writes a parameter's or return value's attributes, as they are spelled in place
    /// (`alignstack(N)`, where a group says `alignstack=N`).
    pub fn write_inline(&self, out: &mut impl Write, types: &Types, id: AttrSetId) -> fmt::Result {
        for (i, a) in self.sets[id].iter().enumerate() {
            if i > 0 {
                out.write_char(' ')?;
            }
            match a {
                Attribute::AlignStack(n) => write!(out, "alignstack({n})")?,
                other => other.write(out, types)?,
            }
        }
        Ok(())
    }
}

impl Default for AttrSets {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_table_is_consistent() {
        for &f in AttrFlag::ALL {
            assert_eq!(AttrFlag::from_name(f.name()), Some(f));
        }
        assert_eq!(
            AttrFlag::from_name("nooutline"),
            None,
            "nooutline is a string attribute"
        );
    }

    #[test]
    fn sets_are_canonical_and_later_wins() {
        let mut s = AttrSets::new();
        let a = s.intern(vec![
            Attribute::Flag(AttrFlag::NoInline),
            Attribute::Align(4),
        ]);
        let b = s.intern(vec![
            Attribute::Align(8),
            Attribute::Flag(AttrFlag::NoInline),
            Attribute::Align(4),
        ]);
        assert_eq!(a, b);
        assert_eq!(s.align(a), Some(4));
        assert_eq!(s.intern(vec![]), AttrSetId::EMPTY);
        let c = s.without(a, AttrFlag::NoInline);
        assert!(!s.has(c, AttrFlag::NoInline));
        let d = s.with(c, Attribute::string("nooutline"));
        assert!(s.has_string(d, "nooutline"));
    }

    #[test]
    fn memory_effects_print_like_llvm() {
        let p = |m: MemoryEffects| {
            let mut s = String::new();
            m.write_body(&mut s).unwrap();
            s
        };
        assert_eq!(p(MemoryEffects::all(ModRef::NoModRef)), "none");
        assert_eq!(p(MemoryEffects::all(ModRef::Ref)), "read");
        assert_eq!(
            p(MemoryEffects::upgrade("argmemonly").unwrap()),
            "argmem: readwrite"
        );
        let m = MemoryEffects {
            argmem: ModRef::ModRef,
            inaccessiblemem: ModRef::Ref,
            other: ModRef::Ref,
        };
        assert_eq!(p(m), "read, argmem: readwrite");
        let none_and_argmem = MemoryEffects::all(ModRef::NoModRef)
            .intersect(MemoryEffects::upgrade("argmemonly").unwrap());
        assert_eq!(p(none_and_argmem), "none");
    }

    #[test]
    fn nofpclass_prints_greedily() {
        let t = Types::new();
        let mut s = String::new();
        Attribute::NoFpClass(0x003 | 0x004)
            .write(&mut s, &t)
            .unwrap();
        assert_eq!(s, "nofpclass(nan ninf)");
    }
}
