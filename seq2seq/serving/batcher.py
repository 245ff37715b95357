"""`Batcher`: dynamic batching of translation requests on one worker thread.

The worker thread is the only one that calls the model (TensorFlow never runs in the server's event
loop). It takes every request queued so far, up to ``max_batch_sentences`` sentences, translates
them together (one `translate` call per `DecodeSpec`), and hands each request its own results, in
order. Requests that arrive while a batch is being translated wait in the queue and make up the
next batch, so a busy server translates in larger batches rather than one request at a time. A
batch also waits up to ``max_wait`` seconds after its first request's arrival for others (unless it
is full): clients answered together send their next requests together, and without the wait the
first of them would go alone and the others after it.
"""

from __future__ import annotations

import collections
import concurrent.futures
import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from seq2seq.decoding.spec import DecodeSpec
from seq2seq.serving.api import TranslateRequest

log = logging.getLogger(__name__)

TranslateFn = Callable[[Sequence[str], DecodeSpec, bool], list]


class Unavailable(RuntimeError):
    """The batcher cannot take a request now: its queue is full, or it is closed."""


@dataclass
class _Job:
    request: TranslateRequest
    future: concurrent.futures.Future = field(default_factory=concurrent.futures.Future)
    arrived: float = field(default_factory=time.monotonic)


class Batcher:
    """Queues `TranslateRequest`\\ s and translates them in batches on one worker thread.

    ``translate(sentences, spec, attention)`` returns one result per sentence, in
    order. ``submit(request)`` returns a `concurrent.futures.Future` of the request's results (a
    list, one per sentence); it raises `Unavailable` once ``max_queued_sentences`` sentences wait,
    or after `close`. A batch waits up to ``max_wait`` seconds after its first request's arrival
    for more (none once ``max_batch_sentences`` are queued). ``stats()`` counts requests,
    sentences, batches and `translate` calls.
    """

    def __init__(
        self,
        translate: TranslateFn,
        max_batch_sentences: int = 64,
        max_queued_sentences: int | None = None,
        max_wait: float = 0.0,
    ):
        if max_batch_sentences < 1:
            raise ValueError(f"max_batch_sentences must be >= 1, got {max_batch_sentences}")
        self.max_wait = max_wait
        self._translate = translate
        self.max_batch_sentences = max_batch_sentences
        self.max_queued_sentences = max_queued_sentences or 16 * max_batch_sentences
        self._queue: collections.deque[_Job] = collections.deque()
        self._queued_sentences = 0
        self._cond = threading.Condition()
        self._closed = False
        self._counts = collections.Counter(
            requests=0, sentences=0, batches=0, translate_calls=0, failed_batches=0
        )
        self._thread = threading.Thread(target=self._run, name="seq2seq-batcher", daemon=True)
        self._thread.start()

    @property
    def alive(self) -> bool:
        return self._thread.is_alive() and not self._closed

    def submit(self, request: TranslateRequest) -> concurrent.futures.Future:
        job = _Job(request)
        with self._cond:
            if self._closed:
                raise Unavailable("the server is shutting down")
            if self._queued_sentences + len(request.sentences) > self.max_queued_sentences:
                raise Unavailable(
                    f"the server is busy ({self._queued_sentences} sentences queued); retry later"
                )
            self._queue.append(job)
            self._queued_sentences += len(request.sentences)
            self._cond.notify()
        return job.future

    def stats(self) -> dict[str, int]:
        with self._cond:
            return {
                **self._counts,
                "queued_requests": len(self._queue),
                "queued_sentences": self._queued_sentences,
            }

    def close(self, timeout: float = 30.0) -> None:
        """Refuses new requests, fails the queued ones and waits (up to ``timeout`` seconds) for
        the batch being translated."""
        with self._cond:
            self._closed = True
            dropped = list(self._queue)
            self._queue.clear()
            self._queued_sentences = 0
            self._cond.notify_all()
        for job in dropped:
            if job.future.set_running_or_notify_cancel():
                job.future.set_exception(Unavailable("the server is shutting down"))
        self._thread.join(timeout)

    def _take_batch(self) -> list[_Job] | None:
        """The queued jobs of the next batch (None once closed), waiting for the first."""
        with self._cond:
            while not self._queue and not self._closed:
                self._cond.wait()
            deadline = self._queue[0].arrived + self.max_wait if self._queue else 0.0
            while not self._closed and self._queued_sentences < self.max_batch_sentences:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            if self._closed:
                return None
            batch, size = [], 0
            while self._queue:
                job = self._queue[0]
                n = len(job.request.sentences)
                if batch and size + n > self.max_batch_sentences:
                    break
                self._queue.popleft()
                self._queued_sentences -= n
                if job.future.set_running_or_notify_cancel():  # False: the client went away
                    batch.append(job)
                    size += n
            return batch

    def _run(self) -> None:
        while (batch := self._take_batch()) is not None:
            if not batch:
                continue
            groups: dict[DecodeSpec, list[_Job]] = {}
            for job in batch:
                groups.setdefault(job.request.spec, []).append(job)
            with self._cond:
                self._counts["batches"] += 1
                self._counts["requests"] += len(batch)
                self._counts["sentences"] += sum(len(job.request.sentences) for job in batch)
            for spec, jobs in groups.items():
                self._translate_group(jobs, spec)

    def _translate_group(self, jobs: list[_Job], spec: DecodeSpec) -> None:
        sentences = [s for job in jobs for s in job.request.sentences]
        attention = any(job.request.attention for job in jobs)
        try:
            results = self._translate(sentences, spec, attention)
        except Exception as err:  # every request of the group gets the error; the worker goes on
            log.exception("translation failed")
            with self._cond:
                self._counts["failed_batches"] += 1
            for job in jobs:
                job.future.set_exception(err)
            return
        with self._cond:
            self._counts["translate_calls"] += 1
        start = 0
        for job in jobs:
            end = start + len(job.request.sentences)
            job.future.set_result(results[start:end])
            start = end
