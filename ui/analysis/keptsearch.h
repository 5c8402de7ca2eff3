// The analysis of the position the window showed when it closed (or, while a long search runs,
// a little earlier), kept with the preferences for the next start: a window that starts on that
// position shows what was proven at once, and a search that had not finished goes on only when
// the person asks (Resume), instead of taking every core as the window opens.
#pragma once

#include "analysis/analysisservice.h"

#include "ttt/solver.h"

#include <QByteArray>

#include <optional>

struct KeptSearch {
    AnalysisKey key;
    ttt::Analysis analysis; // what was proven; `complete` when everything was
    AnalysisStatus status; // the figures of every search of it (state: Complete or Stopped)

    // A line of JSON, and back; nothing for text that is not a kept search of a board the
    // program can analyse (an older or hand-edited settings file).
    // A search of `key` that has not started: every move unknown, nothing searched.
    static KeptSearch notStarted(const AnalysisKey& key);

    QByteArray toJson() const;
    static std::optional<KeptSearch> fromJson(const QByteArray& json);
};
