#!/usr/bin/env python3
"""Builds two tiny OPUS-MT look-alike models (sv-en and en-sv) for offline tests and benchmarks.

Each is a real Marian-architecture encoder-decoder (sinusoidal positions, scaled embeddings, post-norm layers,
SiLU feed-forward, tied output projection + final_logits_bias), briefly trained on a small built-in parallel corpus
so that it translates those sentences, and written in the file layout transformers.js loads for Xenova/opus-mt-*:

  <out>/Xenova/opus-mt-sv-en/config.json, generation_config.json, tokenizer.json, tokenizer_config.json,
      onnx/encoder_model.onnx, onnx/decoder_model_merged.onnx (float32),
      onnx/encoder_model_quantized.onnx, onnx/decoder_model_merged_quantized.onnx (int8 weights)

The decoder takes input_ids, encoder_attention_mask, encoder_hidden_states and past_key_values.{i}.decoder.{key,value}
and returns logits and present.{i}.{decoder,encoder}.{key,value}, the names transformers.js uses for the KV cache.
(Unlike optimum's merged decoder it has no If node: cross-attention keys are recomputed each step, same numbers.)

Needs python3-torch and python3-onnx (Debian). Deterministic: fixed seeds, single thread.
Usage: python3 scripts/make-test-model.py --out DIR
"""

import argparse
import json
import math
import os
import re

import numpy as np
import onnx
import torch
from onnx import helper, numpy_helper
from torch import nn

torch.manual_seed(7)
np.random.seed(7)
torch.set_num_threads(1)

# Small parallel corpus (sv, en). Tests rely on the first few pairs being translated exactly.
PAIRS = [
    ("Hej!", "Hello!"),
    ("Tack så mycket.", "Thank you very much."),
    ("Jag heter Anna.", "My name is Anna."),
    ("Var är stationen?", "Where is the station?"),
    ("Katten sover på soffan.", "The cat is sleeping on the sofa."),
    ("Vi äter middag klockan sex.", "We eat dinner at six o'clock."),
    ("Det regnar idag.", "It is raining today."),
    ("Jag talar lite svenska.", "I speak a little Swedish."),
    ("Hunden springer i parken.", "The dog runs in the park."),
    ("Hur mycket kostar det?", "How much does it cost?"),
    ("God morgon.", "Good morning."),
    ("Boken ligger på bordet.", "The book is on the table."),
    ("Jag dricker kaffe.", "I drink coffee."),
    ("Hon läser en bok.", "She is reading a book."),
    ("Vi bor i Stockholm.", "We live in Stockholm."),
    ("Tåget är sent.", "The train is late."),
    ("Kan du hjälpa mig?", "Can you help me?"),
    ("Jag förstår inte.", "I do not understand."),
    ("Vatten, tack.", "Water, please."),
    ("Välkommen hem.", "Welcome home."),
]

D_MODEL = 64
HEADS = 4
FFN = 128
LAYERS = 2
MAX_POS = 64
MIN_STEPS = 250
MAX_STEPS = 1500

PUNCT = "!?.,'"


def words(text):
    """Splits like the Unigram vocabulary below is built: words with a leading ▁, punctuation on its own."""
    pieces = []
    for token in text.split(" "):
        for i, part in enumerate(re.findall(r"[^!?.,']+|[!?.,']", token)):
            pieces.append(("▁" + part) if i == 0 else part)
    return pieces


def build_vocab():
    counts = {}
    for sv, en in PAIRS:
        for piece in words(sv) + words(en):
            counts[piece] = counts.get(piece, 0) + 1
    chars = sorted({c for sv, en in PAIRS for c in (sv + en).replace(" ", "")})
    vocab = [["</s>", 0.0], ["<unk>", 0.0]]
    for piece in sorted(counts):
        vocab.append([piece, -1.0 - 1.0 / (1 + counts[piece])])
    known = {p for p, _ in vocab}
    for c in ["▁"] + chars:
        if c not in known:
            vocab.append([c, -8.0])
            known.add(c)
    vocab.append(["<pad>", 0.0])
    return vocab


VOCAB = build_vocab()
IDS = {piece: i for i, (piece, _) in enumerate(VOCAB)}
SCORES = {piece: score for piece, score in VOCAB}
EOS, UNK, PAD = 0, 1, len(VOCAB) - 1
V = len(VOCAB)


def encode(text):
    """Viterbi over the Unigram vocabulary, as the tokenizer does; the corpus segments into whole pieces."""
    ids = []
    for chunk in ["▁" + t if not t.startswith("▁") else t for t in ["▁" + text.replace(" ", "▁")]]:
        n = len(chunk)
        best = [(-1e9, None)] * (n + 1)
        best[0] = (0.0, None)
        for end in range(1, n + 1):
            for start in range(end):
                piece = chunk[start:end]
                if piece in SCORES and best[start][0] > -1e9:
                    score = best[start][0] + SCORES[piece]
                    if score > best[end][0]:
                        best[end] = (score, start)
        pos, out = n, []
        while pos > 0:
            start = best[pos][1]
            out.append(IDS[chunk[start:pos]])
            pos = start
        ids.extend(reversed(out))
    return ids + [EOS]


def sinusoids(n, dim):
    # MarianSinusoidalPositionalEmbedding: sin in the first half, cos in the second.
    pos = np.arange(n)[:, None]
    j = np.arange(dim)[None, :]
    enc = pos / np.power(10000, 2 * (j // 2) / dim)
    out = np.zeros((n, dim), dtype=np.float32)
    half = dim // 2
    out[:, :half] = np.sin(enc[:, 0::2])
    out[:, half:] = np.cos(enc[:, 1::2])
    return torch.tensor(out)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.q = nn.Linear(D_MODEL, D_MODEL)
        self.k = nn.Linear(D_MODEL, D_MODEL)
        self.v = nn.Linear(D_MODEL, D_MODEL)
        self.o = nn.Linear(D_MODEL, D_MODEL)

    def heads(self, x):
        b, t, _ = x.shape
        return x.view(b, t, HEADS, D_MODEL // HEADS).transpose(1, 2)

    def attend(self, x, k, v, bias):
        b, t, _ = x.shape
        q = self.heads(self.q(x)) * (D_MODEL // HEADS) ** -0.5
        w = torch.matmul(q, k.transpose(2, 3)) + bias
        a = torch.matmul(torch.softmax(w, dim=-1), v)
        return self.o(a.transpose(1, 2).reshape(b, t, D_MODEL))


class EncoderLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = Attention()
        self.ln1 = nn.LayerNorm(D_MODEL)
        self.fc1 = nn.Linear(D_MODEL, FFN)
        self.fc2 = nn.Linear(FFN, D_MODEL)
        self.ln2 = nn.LayerNorm(D_MODEL)

    def forward(self, x, bias):
        k, v = self.attn.heads(self.attn.k(x)), self.attn.heads(self.attn.v(x))
        x = self.ln1(x + self.attn.attend(x, k, v, bias))
        return self.ln2(x + self.fc2(nn.functional.silu(self.fc1(x))))


class DecoderLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.self_attn = Attention()
        self.ln1 = nn.LayerNorm(D_MODEL)
        self.cross = Attention()
        self.ln2 = nn.LayerNorm(D_MODEL)
        self.fc1 = nn.Linear(D_MODEL, FFN)
        self.fc2 = nn.Linear(FFN, D_MODEL)
        self.ln3 = nn.LayerNorm(D_MODEL)

    def forward(self, x, past_k, past_v, self_bias, enc, cross_bias):
        k = torch.cat([past_k, self.self_attn.heads(self.self_attn.k(x))], dim=2)
        v = torch.cat([past_v, self.self_attn.heads(self.self_attn.v(x))], dim=2)
        x = self.ln1(x + self.self_attn.attend(x, k, v, self_bias))
        ck, cv = self.cross.heads(self.cross.k(enc)), self.cross.heads(self.cross.v(enc))
        x = self.ln2(x + self.cross.attend(x, ck, cv, cross_bias))
        x = self.ln3(x + self.fc2(nn.functional.silu(self.fc1(x))))
        return x, k, v, ck, cv


class Marian(nn.Module):
    def __init__(self):
        super().__init__()
        self.shared = nn.Embedding(V, D_MODEL, padding_idx=PAD)
        self.register_buffer("positions", sinusoids(MAX_POS, D_MODEL))
        self.enc_layers = nn.ModuleList([EncoderLayer() for _ in range(LAYERS)])
        self.dec_layers = nn.ModuleList([DecoderLayer() for _ in range(LAYERS)])
        self.register_buffer("final_logits_bias", torch.zeros(1, V))

    def encode(self, input_ids, attention_mask):
        t = input_ids.shape[1]
        x = self.shared(input_ids) * math.sqrt(D_MODEL) + self.positions[:t]
        bias = (1.0 - attention_mask[:, None, None, :].float()) * -1e9
        for layer in self.enc_layers:
            x = layer(x, bias)
        return x

    def decode(self, input_ids, encoder_attention_mask, encoder_hidden_states, past):
        past_len = past[0].shape[2]
        t = input_ids.shape[1]
        pos = torch.arange(t) + past_len
        x = self.shared(input_ids) * math.sqrt(D_MODEL) + self.positions[pos]
        key_pos = torch.arange(t + past_len)
        self_bias = (key_pos[None, :] > pos[:, None]).float()[None, None] * -1e9
        cross_bias = (1.0 - encoder_attention_mask[:, None, None, :].float()) * -1e9
        presents = []
        for i, layer in enumerate(self.dec_layers):
            x, k, v, ck, cv = layer(x, past[2 * i], past[2 * i + 1], self_bias, encoder_hidden_states, cross_bias)
            presents += [k, v, ck, cv]
        logits = torch.matmul(x, self.shared.weight.t()) + self.final_logits_bias
        return logits, presents


class EncoderWrapper(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, input_ids, attention_mask):
        return self.m.encode(input_ids, attention_mask)


class DecoderWrapper(nn.Module):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, encoder_attention_mask, input_ids, encoder_hidden_states, *past):
        logits, presents = self.m.decode(input_ids, encoder_attention_mask, encoder_hidden_states, list(past))
        return (logits, *presents)


def batchify(seqs, pad):
    n = max(len(s) for s in seqs)
    ids = torch.full((len(seqs), n), pad, dtype=torch.long)
    mask = torch.zeros((len(seqs), n), dtype=torch.long)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = torch.tensor(s)
        mask[i, : len(s)] = 1
    return ids, mask


def empty_past(batch):
    return [torch.zeros(batch, HEADS, 0, D_MODEL // HEADS) for _ in range(2 * LAYERS)]


def train(pairs):
    model = Marian()
    src = [encode(a) for a, _ in pairs]
    tgt = [encode(b) for _, b in pairs]
    src_ids, src_mask = batchify(src, PAD)
    dec_in, _ = batchify([[PAD] + t[:-1] for t in tgt], PAD)
    labels, label_mask = batchify(tgt, -100)
    labels[label_mask == 0] = -100
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for step in range(1, MAX_STEPS + 1):
        model.train()
        enc = model.encode(src_ids, src_mask)
        logits, _ = model.decode(dec_in, src_mask, enc, empty_past(len(pairs)))
        loss = nn.functional.cross_entropy(logits.reshape(-1, V), labels.reshape(-1), ignore_index=-100)
        opt.zero_grad()
        loss.backward()
        opt.step()
        # Train until greedy decoding reproduces every pair: the tests rely on exact translations.
        if step >= MIN_STEPS and step % 50 == 0:
            model.eval()
            if all(greedy(model, a) == b for a, b in pairs):
                return model, float(loss), step
    raise SystemExit(f"training did not converge in {MAX_STEPS} steps")


def greedy(model, text, max_len=40):
    ids, mask = batchify([encode(text)], PAD)
    with torch.no_grad():
        enc = model.encode(ids, mask)
        out, past = [PAD], empty_past(1)
        while len(out) < max_len:
            logits, presents = model.decode(torch.tensor([[out[-1]]]), mask, enc, past)
            past = [p for i, p in enumerate(presents) if i % 4 < 2]
            logits[0, -1, PAD] = -1e9
            nxt = int(logits[0, -1].argmax())
            out.append(nxt)
            if nxt == EOS:
                break
    text = "".join(VOCAB[i][0] for i in out[1:] if i not in (EOS, PAD, UNK))
    return text.replace("▁", " ").strip()


def quantize(src_path, dst_path):
    """int8 weights: every MatMul whose second input is a float initializer reads it through DequantizeLinear."""
    model = onnx.load(src_path)
    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    new_nodes = []
    for node in graph.node:
        if node.op_type == "MatMul" and node.input[1] in inits:
            w = numpy_helper.to_array(inits[node.input[1]])
            scale = max(float(np.abs(w).max()) / 127.0, 1e-8)
            q = np.clip(np.round(w / scale), -127, 127).astype(np.int8)
            base = node.input[1]
            graph.initializer.remove(inits[base])
            graph.initializer.extend(
                [
                    numpy_helper.from_array(q, base + "_quantized"),
                    numpy_helper.from_array(np.array(scale, dtype=np.float32), base + "_scale"),
                    numpy_helper.from_array(np.array(0, dtype=np.int8), base + "_zero_point"),
                ]
            )
            new_nodes.append(
                helper.make_node(
                    "DequantizeLinear",
                    [base + "_quantized", base + "_scale", base + "_zero_point"],
                    [base],
                    name=base + "_dequantize",
                )
            )
        new_nodes.append(node)
    del graph.node[:]
    graph.node.extend(new_nodes)
    onnx.checker.check_model(model)
    onnx.save(model, dst_path)


def export(model, folder, src_lang, tgt_lang):
    onnx_dir = os.path.join(folder, "onnx")
    os.makedirs(onnx_dir, exist_ok=True)
    ids, mask = batchify([encode("Hej!"), encode("Tack så mycket.")], PAD)
    enc_path = os.path.join(onnx_dir, "encoder_model.onnx")
    dec_path = os.path.join(onnx_dir, "decoder_model_merged.onnx")
    with torch.no_grad():
        torch.onnx.export(
            EncoderWrapper(model),
            (ids, mask),
            enc_path,
            input_names=["input_ids", "attention_mask"],
            output_names=["last_hidden_state"],
            dynamic_axes={
                "input_ids": {0: "batch_size", 1: "encoder_sequence_length"},
                "attention_mask": {0: "batch_size", 1: "encoder_sequence_length"},
                "last_hidden_state": {0: "batch_size", 1: "encoder_sequence_length"},
            },
            opset_version=14,
            do_constant_folding=True,
        )
        enc = model.encode(ids, mask)
        past = [torch.zeros(2, HEADS, 3, D_MODEL // HEADS) for _ in range(2 * LAYERS)]
        past_names, present_names = [], []
        dyn = {
            "encoder_attention_mask": {0: "batch_size", 1: "encoder_sequence_length"},
            "input_ids": {0: "batch_size", 1: "decoder_sequence_length"},
            "encoder_hidden_states": {0: "batch_size", 1: "encoder_sequence_length"},
            "logits": {0: "batch_size", 1: "decoder_sequence_length"},
        }
        for i in range(LAYERS):
            for kind in ("key", "value"):
                name = f"past_key_values.{i}.decoder.{kind}"
                past_names.append(name)
                dyn[name] = {0: "batch_size", 2: "past_decoder_sequence_length"}
            for part in ("decoder", "encoder"):
                for kind in ("key", "value"):
                    name = f"present.{i}.{part}.{kind}"
                    present_names.append(name)
                    axis = "past_decoder_sequence_length + 1" if part == "decoder" else "encoder_sequence_length"
                    dyn[name] = {0: "batch_size", 2: axis}
        torch.onnx.export(
            DecoderWrapper(model),
            (mask, torch.tensor([[PAD], [PAD]]), enc, *past),
            dec_path,
            input_names=["encoder_attention_mask", "input_ids", "encoder_hidden_states", *past_names],
            output_names=["logits", *present_names],
            dynamic_axes=dyn,
            opset_version=14,
            do_constant_folding=True,
        )
    for path in (enc_path, dec_path):
        onnx.checker.check_model(onnx.load(path))
        quantize(path, path.replace(".onnx", "_quantized.onnx"))

    config = {
        "_name_or_path": f"Helsinki-NLP/opus-mt-{src_lang}-{tgt_lang} (tiny test model)",
        "activation_dropout": 0.0,
        "activation_function": "swish",
        "architectures": ["MarianMTModel"],
        "attention_dropout": 0.0,
        "bad_words_ids": [[PAD]],
        "bos_token_id": 0,
        "d_model": D_MODEL,
        "decoder_attention_heads": HEADS,
        "decoder_ffn_dim": FFN,
        "decoder_layers": LAYERS,
        "decoder_start_token_id": PAD,
        "decoder_vocab_size": V,
        "dropout": 0.0,
        "encoder_attention_heads": HEADS,
        "encoder_ffn_dim": FFN,
        "encoder_layers": LAYERS,
        "eos_token_id": EOS,
        "forced_eos_token_id": EOS,
        "is_encoder_decoder": True,
        "max_length": MAX_POS,
        "max_position_embeddings": MAX_POS,
        "model_type": "marian",
        "normalize_embedding": False,
        "num_beams": 1,
        "num_hidden_layers": LAYERS,
        "pad_token_id": PAD,
        "scale_embedding": True,
        "share_encoder_decoder_embeddings": True,
        "static_position_embeddings": True,
        "transformers_version": "4.34.0",
        "use_cache": True,
        "vocab_size": V,
    }
    generation = {
        "bad_words_ids": [[PAD]],
        "bos_token_id": 0,
        "decoder_start_token_id": PAD,
        "eos_token_id": EOS,
        "forced_eos_token_id": EOS,
        "max_length": MAX_POS,
        "num_beams": 1,
        "pad_token_id": PAD,
        "transformers_version": "4.34.0",
    }
    special = [
        {"id": i, "content": VOCAB[i][0], "single_word": False, "lstrip": False, "rstrip": False,
         "normalized": False, "special": True}
        for i in (EOS, UNK, PAD)
    ]
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": special,
        "normalizer": {"type": "NFKC"},
        "pre_tokenizer": {"type": "Metaspace", "replacement": "▁", "add_prefix_space": True,
                          "prepend_scheme": "always"},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"Sequence": {"id": "A", "type_id": 0}}, {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "pair": [{"Sequence": {"id": "A", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "special_tokens": {"</s>": {"id": "</s>", "ids": [EOS], "tokens": ["</s>"]}},
        },
        "decoder": {"type": "Metaspace", "replacement": "▁", "add_prefix_space": True, "prepend_scheme": "always"},
        "model": {"type": "Unigram", "unk_id": UNK, "vocab": VOCAB},
    }
    tokenizer_config = {
        "eos_token": "</s>",
        "model_max_length": 512,
        "pad_token": "<pad>",
        "separate_vocabs": False,
        "source_lang": src_lang,
        "target_lang": tgt_lang,
        "tokenizer_class": "MarianTokenizer",
        "unk_token": "<unk>",
    }
    for name, data in (
        ("config.json", config),
        ("generation_config.json", generation),
        ("tokenizer.json", tokenizer),
        ("tokenizer_config.json", tokenizer_config),
    ):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    for src_lang, tgt_lang, pairs in (("sv", "en", PAIRS), ("en", "sv", [(b, a) for a, b in PAIRS])):
        model, loss, steps = train(pairs)
        print(f"opus-mt-{src_lang}-{tgt_lang}: vocab {V}, {steps} steps, final loss {loss:.4f}, all {len(pairs)} pairs exact")
        export(model, os.path.join(args.out, "Xenova", f"opus-mt-{src_lang}-{tgt_lang}"), src_lang, tgt_lang)


if __name__ == "__main__":
    main()
