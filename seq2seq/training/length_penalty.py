"""The length penalty chosen on dev at the end of training.

GNMT's length penalty ``alpha`` trades the beam's preference for short hypotheses against
run-on ones, and the right value depends on the corpus and on how far training went: on Tatoeba's
short sentences alpha from 0.2 to 1.2 moved dev BLEU by at most 0.2, while on the long sentences
of a Bible corpus, after 1,400 steps, alpha 0.6 left the beam output 13% short of the references
(test BLEU 13.86) and 1.0 only 4% (14.40); another Bible run's output was 6% long at 0.6 and
3% at 0.0. So, with ``train.tune_length_penalty``, the final
model's dev set is translated with each alpha of `CANDIDATES` (and the configured one), and the one
with the highest dev BLEU is kept if it beats the configured alpha by more than `MARGIN` (dev noise
must not move a recipe that is right). Alphas within `MARGIN` of the best dev BLEU are ties that
dev cannot tell apart; a configured alpha whose dev output is more than `LENGTH_TOLERANCE` longer or
shorter than the references is not right, and then (or when the configured alpha is no tie) the
tie whose dev output length is closest to the references' is kept. On the Bible with plain
batches, alpha 0.6 left the dev output 6% short; 0.8 scored 17.70 (length ratio 0.983) and 1.0
17.59 (1.014): the highest BLEU, 0.8, gave a test output 4% short (test BLEU 17.18), the closest
length, 1.0, 0.9% short (17.33). The choice is written to the run directory
(``config.TUNED_DECODE``), where translate, serve, export and the benchmarks read it.
"""

from __future__ import annotations

import yaml

from seq2seq import atomic
from seq2seq.config import TUNED_DECODE
from seq2seq.evaluation import bleu

# Below the usual 0.6 too: a model that runs on (the Bible, bucketed first epoch, seed 1235: dev
# output 5.7% long at 0.6) is shortened by a smaller alpha (0.0: 2.7% long, dev BLEU +0.2).
CANDIDATES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2)
# Dev BLEU an alpha must gain over the configured one to replace it.
MARGIN = 0.2
# How far (as a fraction) the configured alpha's dev output length may be from the references'
# before the margin stops protecting it.
LENGTH_TOLERANCE = 0.03


def pick(
    scores: dict[float, float],
    configured: float,
    ratios: dict[float, float] | None = None,
    margin: float = MARGIN,
) -> float:
    """The alpha to decode with, given ``scores`` (alpha -> dev BLEU) and ``ratios`` (alpha -> dev
    output length / reference length; None: unknown). The ties are the alphas within ``margin``
    of the best BLEU. ``configured`` stays if it is a tie and its output length is within
    `LENGTH_TOLERANCE` of the references'; otherwise the tie of the closest output length (higher
    BLEU first among equals), or without ``ratios`` the highest BLEU."""
    best = max(scores.values())
    ties = [alpha for alpha in scores if best - scores[alpha] <= margin + 1e-9]
    if configured in ties and (ratios is None or abs(ratios[configured] - 1.0) <= LENGTH_TOLERANCE):
        return configured
    if ratios is None:
        return max(scores, key=lambda alpha: (scores[alpha], alpha == configured))
    return min(ties, key=lambda alpha: (abs(ratios[alpha] - 1.0), -scores[alpha]))


def choose_length_penalty(trainer, final_dev_hypotheses: list[str] | None = None) -> dict:
    """Translates the dev set with the trainer's model (the final one) at each candidate alpha,
    keeps the `pick`, writes it to the run directory and sets it in the trainer's translator;
    returns ``{"chosen": alpha, "configured": alpha, "dev_bleu": {alpha: BLEU},
    "dev_length_ratio": {alpha: ratio}}``. ``final_dev_hypotheses``: the final model's dev
    translations at the configured alpha when the choice of the final model made exactly those
    (the whole dev set, the decoding beam), not decoded again."""
    config, log = trainer.config, trainer.log
    configured = config.decode.length_penalty
    src, ref = trainer.corpora.dev
    beam = config.decode.beam_size
    scores, ratios = {}, {}
    for alpha in sorted({configured, *CANDIDATES}):
        if alpha == configured and final_dev_hypotheses is not None:
            hyps = final_dev_hypotheses
        else:
            translations = trainer.translator.translate(src, beam_size=beam, length_penalty=alpha)
            hyps = [t.text for t in translations]
        score = bleu(hyps, ref)
        scores[alpha], ratios[alpha] = score.score, score.length_ratio or 0.0
        log(f"length penalty {alpha}: dev BLEU {score.score:.2f}, length ratio {ratios[alpha]:.3f}")
    chosen = pick(scores, configured, ratios)
    path = trainer.run_dir / TUNED_DECODE
    atomic.write_text(
        path,
        "# chosen on dev at the end of training (seq2seq/training/length_penalty.py)\n"
        + yaml.safe_dump({"length_penalty": chosen}),
    )
    trainer.translator.use_decode_defaults(length_penalty=chosen)
    log(f"length penalty: {chosen} (configured {configured}; written to {path.name})")
    return {
        "chosen": chosen,
        "configured": configured,
        "dev_bleu": {str(a): s for a, s in scores.items()},
        "dev_length_ratio": {str(a): r for a, r in ratios.items()},
    }
