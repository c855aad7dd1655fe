//! `queue`: Queue, LifoQueue, PriorityQueue and SimpleQueue for single-threaded code.
//!
//! sandpy runs one thread, so nothing can ever fill or drain a queue while a caller waits:
//! a blocking `get()` on an empty queue raises `queue.Empty` at once (CPython would block
//! forever, or raise Empty after `timeout`), and a blocking `put()` on a full bounded queue
//! raises `queue.Full` at once. `join()` returns immediately. PriorityQueue orders items
//! with the same binary-heap algorithm as CPython's heapq, so ties come out in the same
//! order.

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::Namespace;
use crate::vm::Vm;

const SOURCE: &str = r#"
"""A multi-producer, multi-consumer queue (sandpy: single-threaded; blocking calls never wait)."""

_deque = _sandpy_import('collections').deque
del _sandpy_import

__all__ = ['Empty', 'Full', 'Queue', 'PriorityQueue', 'LifoQueue', 'SimpleQueue']


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    __module__ = '_queue'


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        '''Indicate that a formerly enqueued task is complete.'''
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        '''Blocks until all items in the Queue have been gotten and processed (returns at once in sandpy).'''
        return None

    def qsize(self):
        '''Return the approximate size of the queue.'''
        return self._qsize()

    def empty(self):
        '''Return True if the queue is empty, False otherwise.'''
        return not self._qsize()

    def full(self):
        '''Return True if the queue is full, False otherwise.'''
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        '''Put an item into the queue (raises Full at once when a bounded queue is full).'''
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if block:
                _check_timeout(timeout)
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue (raises Empty at once when it is empty).'''
        if block:
            _check_timeout(timeout)
        if not self._qsize():
            raise Empty
        return self._get()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.'''
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        return cls


def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def _heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def _heappop(heap):
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        _heappush(self.queue, item)

    def _get(self):
        return _heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded, reentrant FIFO queue.'''
    __module__ = '_queue'

    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        '''Put the item on the queue (never blocks).'''
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        '''Remove and return an item from the queue (raises Empty at once when it is empty).'''
        if block:
            _check_timeout(timeout)
        if not self._queue:
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        '''Put an item into the queue without blocking.'''
        return self.put(item, block=False)

    def get_nowait(self):
        '''Remove and return an item from the queue without blocking.'''
        return self.get(False)

    def empty(self):
        '''Return True if the queue is empty, False otherwise.'''
        return len(self._queue) == 0

    def qsize(self):
        '''Return the approximate size of the queue.'''
        return len(self._queue)

    def __class_getitem__(cls, item):
        return cls
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "queue", &[("_sandpy_import", super::collections::sandpy_import_native)]);
    super::python_module(vm, "queue", SOURCE, ns)
}
