// A combo box as wide as its current item, where QComboBox is as wide as its longest: the
// toolbar's Board box, whose gomoku presets would otherwise widen it for every board and push the
// toolbar onto a second row at the window's first size. Its list, when open, is as wide as it
// needs (the caller sets the view's minimum width).
#pragma once

#include <QComboBox>
#include <QFontMetrics>

#include <algorithm>

class CurrentWidthComboBox : public QComboBox {
public:
    using QComboBox::QComboBox;

    QSize sizeHint() const override { return fitted(QComboBox::sizeHint()); }
    QSize minimumSizeHint() const override { return fitted(QComboBox::minimumSizeHint()); }

private:
    // QComboBox's hint less the room its longest item takes beyond the current one.
    QSize fitted(QSize hint) const
    {
        if (count() == 0)
            return hint;
        const QFontMetrics metrics = fontMetrics();
        int widest = 0;
        for (int i = 0; i < count(); ++i)
            widest = std::max(widest, metrics.horizontalAdvance(itemText(i)));
        const int current = metrics.horizontalAdvance(currentText());
        hint.setWidth(std::max(hint.height(), hint.width() - std::max(0, widest - current)));
        return hint;
    }
};
