//! How a case is guarded, below both the judge and the campaign: a panic in a pass or an
//! oracle caught as a message with its location ([`catch`]), and the watchdog's slots
//! (`watch`) through which the judge says where in a case it is, so that the campaign can
//! record a case that never finishes as a `hang` naming the stage it stalled in.
//!
//! The judge calls into this module; the campaign owns the threads and reads the slots. Neither
//! the judge nor this module imports the campaign (`scripts/check-layers.sh` checks it).

mod panics;
pub(crate) mod watch;

pub use panics::catch;
pub(crate) use panics::message;
