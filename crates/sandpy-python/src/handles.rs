//! Host objects the sandbox may hold but not read ("opaque handles"): an image or a data
//! frame a tool returns and the next tool receives, without the sandboxed code ever seeing
//! more than a numbered stand-in. The table lives with one executor, so a handle number
//! means nothing to another executor; it is emptied when the executor is reset or closed.

use std::collections::HashMap;
use std::sync::Mutex;

use pyo3::prelude::*;

/// The objects behind one executor's handles.
#[derive(Default)]
pub struct HandleTable {
    inner: Mutex<Table>,
}

#[derive(Default)]
struct Table {
    next_id: u64,
    objects: HashMap<u64, Py<PyAny>>,
}

impl HandleTable {
    /// Keeps `obj` and returns its handle number.
    pub fn insert(&self, obj: Py<PyAny>) -> u64 {
        let mut t = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        t.next_id += 1;
        let id = t.next_id;
        t.objects.insert(id, obj);
        id
    }

    /// The object behind handle `id`, if this executor issued it.
    pub fn get(&self, py: Python<'_>, id: u64) -> Option<Py<PyAny>> {
        let t = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        t.objects.get(&id).map(|o| o.clone_ref(py))
    }

    /// Forgets every handle (the objects are released when nothing else holds them).
    pub fn clear(&self) -> Vec<Py<PyAny>> {
        let mut t = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        t.objects.drain().map(|(_, o)| o).collect()
    }
}
