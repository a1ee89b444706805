//! Analyses shared by the verifier and the passes.

pub mod cfg;
pub mod domtree;

pub use cfg::Cfg;
pub use domtree::DomTree;
