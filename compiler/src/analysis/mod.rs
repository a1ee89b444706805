//! Analyses shared by the verifier and the passes, and measures of what the passes achieve.

pub mod accesses;
pub mod address_vote;
pub mod callgraph;
pub mod cfg;
pub mod domtree;

pub use accesses::{AccessCounts, function_memory_accesses, memory_accesses};
pub use callgraph::{CallGraph, direct_calls};
pub use cfg::Cfg;
pub use domtree::DomTree;
