//! What can go wrong that is not the program's fault.

/// The interpreter could not give an outcome: the module or launch is unusable, or the
/// interpreter meets something it does not implement (named), or it is broken.
///
/// Undefined behaviour, traps and running out of fuel are not errors: they are
/// [`Outcome`](crate::Outcome)s.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum InterpError {
    /// The module does not verify (the interpreter runs only verified modules).
    #[error("the module does not verify:\n{0}")]
    Invalid(String),
    /// The launch does not fit the module: no such kernel, wrong arguments, bad dimensions.
    #[error("launch: {0}")]
    Launch(String),
    /// Something valid the interpreter does not implement.
    #[error("not supported by the interpreter: {0}")]
    Unsupported(String),
    /// The launch needs more memory than the limits allow.
    #[error("out of memory: {0}")]
    Memory(String),
    /// A bug in the interpreter.
    #[error("interpreter bug: {0}")]
    Internal(String),
}
