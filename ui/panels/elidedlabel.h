// A one-line label for the status bar that never cuts its text off mid-word: when the text is
// wider than the label it ends in "…", and its tooltip (and what a screen reader reads) is the
// whole text. It asks for the width of its whole text but makes do with a few characters, so
// the status bar's parts share a narrow window instead of pushing one another out.
#pragma once

#include <QLabel>

class ElidedLabel : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    // The text as it is drawn now: the whole of text(), or its start and "…".
    QString shownText() const;
    bool isElided() const { return shownText() != text(); }

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
};
