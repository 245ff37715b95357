"""The translation server (`seq2seq-serve`): an HTTP JSON API over a `Translator` (or a SavedModel
export) that batches concurrent requests, with a small web page showing attention heatmaps.

    api.py       the wire format: request validation (`parse_request`, `Limits`) and the JSON of a
                 translation
    backends.py  what translates: a run directory (`RunDirBackend`) or a SavedModel export
                 (`ExportBackend`)
    batcher.py   `Batcher`: one worker thread owns the model; requests queued while a batch is being
                 translated are translated together in the next one
    server.py    the aiohttp application (`make_app`): routes, JSON errors, the body-size limit
    cli.py       the `seq2seq-serve` command
    page.html    the web page served at ``/``
"""
