//! Typed indices and the arenas they index.
//!
//! Every IR entity (a function, a block, an instruction, an interned type, ...) is a small
//! `u32` newtype made by [`entity!`](macro@crate::entity). Entities are only meaningful together with
//! the arena that made them: an [`Inst`](crate::ir::Inst) of one function indexes nothing in
//! another. Arenas never reuse an index; removal (where an arena supports it) leaves a hole.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A typed index into an arena.
pub trait EntityRef: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// Makes the entity for `index`.
    fn new(index: usize) -> Self;
    /// The entity's index in its arena.
    fn index(self) -> usize;
}

/// Declares `struct $name(u32)` implementing [`EntityRef`]; `Debug` prints `$prefix` and the
/// index (`inst12`), which is how entities appear in panics and test failures.
#[macro_export]
macro_rules! entity {
    ($(#[$attr:meta])* $vis:vis struct $name:ident($prefix:literal);) => {
        $(#[$attr])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis struct $name(u32);

        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                assert!(index < u32::MAX as usize, "arena overflow");
                $name(index as u32)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

/// An arena that owns its values: pushing returns the new entity.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PrimaryMap<K, V> {
    elems: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        PrimaryMap {
            elems: Vec::new(),
            _key: PhantomData,
        }
    }

    /// An empty arena with room for `n` values.
    pub fn with_capacity(n: usize) -> Self {
        PrimaryMap {
            elems: Vec::with_capacity(n),
            _key: PhantomData,
        }
    }

    /// Stores `v` and returns its entity.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }

    /// The entity the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }

    /// Number of values ever pushed.
    pub fn len(&self) -> usize {
        self.elems.len()
    }

    /// Whether nothing was ever pushed.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }

    /// Whether `k` indexes a value of this arena.
    pub fn is_valid(&self, k: K) -> bool {
        k.index() < self.elems.len()
    }

    /// The value of `k`, if `k` is valid.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }

    /// Every entity with its value, in creation order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (K, &V)> + DoubleEndedIterator {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }

    /// Every entity with its value, mutably, in creation order.
    pub fn iter_mut(&mut self) -> impl ExactSizeIterator<Item = (K, &mut V)> {
        self.elems
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (K::new(i), v))
    }

    /// Every entity, in creation order.
    pub fn keys(&self) -> impl ExactSizeIterator<Item = K> + DoubleEndedIterator + use<K, V> {
        (0..self.elems.len()).map(K::new)
    }

    /// Every value, in creation order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.elems.iter()
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

impl<K: EntityRef, V: fmt::Debug> fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A side table keyed by entities of another arena; reading a missing key gives the default.
#[derive(Clone)]
pub struct SecondaryMap<K, V: Clone> {
    elems: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// A table where every key reads as `default` until set.
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            elems: Vec::new(),
            default,
            _key: PhantomData,
        }
    }

    /// A table sized for `n` keys, each reading as `default`.
    pub fn with_capacity(n: usize, default: V) -> Self {
        SecondaryMap {
            elems: vec![default.clone(); n],
            default,
            _key: PhantomData,
        }
    }

    /// The value for `k`, or the default.
    #[inline]
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// A table where every key reads as `V::default()`.
    pub fn new() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

impl<K: EntityRef, V: Clone + fmt::Debug> fmt::Debug for SecondaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.elems.iter()).finish()
    }
}

/// An arena whose values can be removed; removed entities are never reused, and indexing one
/// panics (a programming error, like indexing past the end of a `Vec`).
#[derive(Clone)]
pub struct SlotMap<K, V> {
    elems: Vec<Option<V>>,
    live: usize,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> SlotMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        SlotMap {
            elems: Vec::new(),
            live: 0,
            _key: PhantomData,
        }
    }

    /// Stores `v` and returns its entity.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(Some(v));
        self.live += 1;
        k
    }

    /// Removes the value of `k` and returns it (`None` if it was already removed).
    pub fn remove(&mut self, k: K) -> Option<V> {
        let v = self.elems.get_mut(k.index())?.take();
        if v.is_some() {
            self.live -= 1;
        }
        v
    }

    /// Whether `k` holds a value.
    pub fn contains(&self, k: K) -> bool {
        matches!(self.elems.get(k.index()), Some(Some(_)))
    }

    /// The value of `k`, unless it was removed or never existed.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index()).and_then(Option::as_ref)
    }

    /// The value of `k`, mutably, unless it was removed or never existed.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.elems.get_mut(k.index()).and_then(Option::as_mut)
    }

    /// Number of values present.
    pub fn len(&self) -> usize {
        self.live
    }

    /// Whether no value is present.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// One past the largest entity ever made (the size a side table needs).
    pub fn capacity_bound(&self) -> usize {
        self.elems.len()
    }

    /// The present entities with their values, in creation order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.elems
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.as_ref().map(|v| (K::new(i), v)))
    }

    /// The present entities with their values, mutably, in creation order.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (K, &mut V)> {
        self.elems
            .iter_mut()
            .enumerate()
            .filter_map(|(i, v)| v.as_mut().map(|v| (K::new(i), v)))
    }

    /// The present entities, in creation order.
    pub fn keys(&self) -> impl Iterator<Item = K> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// The present values, in creation order.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.elems.iter().filter_map(Option::as_ref)
    }
}

impl<K: EntityRef, V> Default for SlotMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> Index<K> for SlotMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        match self.elems.get(k.index()) {
            Some(Some(v)) => v,
            _ => panic!("{k:?} was removed or never existed"),
        }
    }
}

impl<K: EntityRef, V> IndexMut<K> for SlotMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        match self.elems.get_mut(k.index()) {
            Some(Some(v)) => v,
            _ => panic!("{k:?} was removed or never existed"),
        }
    }
}

impl<K: EntityRef, V: fmt::Debug> fmt::Debug for SlotMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    entity! {
        struct E("e");
    }

    #[test]
    fn primary_map_indexes_in_push_order() {
        let mut m: PrimaryMap<E, &str> = PrimaryMap::new();
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!((a.index(), b.index()), (0, 1));
        assert_eq!(m[b], "b");
        assert_eq!(format!("{a:?}"), "e0");
        assert_eq!(m.keys().collect::<Vec<_>>(), vec![a, b]);
    }

    #[test]
    fn secondary_map_defaults_and_grows() {
        let mut s: SecondaryMap<E, u32> = SecondaryMap::new();
        assert_eq!(s[E::new(5)], 0);
        s[E::new(3)] = 7;
        assert_eq!(s[E::new(3)], 7);
        assert_eq!(s[E::new(2)], 0);
    }

    #[test]
    fn slot_map_removal_leaves_holes_and_never_reuses() {
        let mut s: SlotMap<E, i32> = SlotMap::new();
        let a = s.push(1);
        let b = s.push(2);
        assert_eq!(s.remove(a), Some(1));
        assert_eq!(s.remove(a), None);
        let c = s.push(3);
        assert_ne!(a, c);
        assert_eq!(s.len(), 2);
        assert_eq!(s.keys().collect::<Vec<_>>(), vec![b, c]);
        assert!(!s.contains(a));
    }
}
